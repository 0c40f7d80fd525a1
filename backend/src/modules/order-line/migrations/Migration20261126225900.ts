import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261126225900 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "order_line_change" ("id" text not null, "order_id" text not null, "line_item_id" text not null, "from_status" text check ("from_status" in ('Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancelled')) not null, "to_status" text check ("to_status" in ('Not processed', 'Processing', 'Shipped', 'Delivered', 'Cancelled')) not null, "account_id" text not null, "role" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_line_change_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_line_change_deleted_at" ON "order_line_change" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_line_change_line_item_id_created_at" ON "order_line_change" ("line_item_id", "created_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_line_change_order_id" ON "order_line_change" ("order_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_line_change" cascade;`);
  }

}
