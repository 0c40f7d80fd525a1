import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121225802 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_line" drop constraint if exists "order_line_line_item_id_unique";`);
    this.addSql(`create table if not exists "order_line" ("id" text not null, "order_id" text not null, "line_item_id" text not null, "status" text check ("status" in ('Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancelled')) not null default 'Not processed', "stock_released" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_line_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_line_line_item_id_unique" ON "order_line" ("line_item_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_line_deleted_at" ON "order_line" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_line_order_id" ON "order_line" ("order_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_line" cascade;`);
  }

}
