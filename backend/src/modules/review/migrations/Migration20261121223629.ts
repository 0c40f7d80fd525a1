import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121223629 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "review" drop constraint if exists "review_product_id_customer_id_unique";`);
    this.addSql(`create table if not exists "review" ("id" text not null, "product_id" text not null, "customer_id" text not null, "reviewer_name" text not null default '', "title" text not null, "review" text not null, "rating" integer not null, "is_recommended" boolean not null default true, "status" text check ("status" in ('Waiting Approval', 'Approved', 'Rejected')) not null default 'Waiting Approval', "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "review_pkey" primary key ("id"), constraint review_check check (rating BETWEEN 1 AND 5));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_deleted_at" ON "review" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_review_product_id_status" ON "review" ("product_id", "status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_review_product_id_customer_id_unique" ON "review" ("product_id", "customer_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "review" cascade;`);
  }

}
