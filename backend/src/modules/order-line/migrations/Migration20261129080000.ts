import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261129080000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "order_cash" ("id" text not null, "order_id" text not null, "collector" text check ("collector" in ('shop', 'seller')) not null default 'shop', "merchant_id" text null, "account_id" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "order_cash_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_order_cash_order_id_unique" ON "order_cash" ("order_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_order_cash_deleted_at" ON "order_cash" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "order_cash" cascade;`);
  }

}
