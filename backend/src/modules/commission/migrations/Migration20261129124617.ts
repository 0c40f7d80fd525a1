import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Issue 50: commission rules and frozen line commissions belong to the commission module. The
 * ledger's Migration20261127030500 created these tables first (deployed databases have them); this
 * creates them the same way when missing, so the module owns its tables and changes nothing where
 * they exist.
 */
export class Migration20261129124617 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "commission_rule" ("id" text not null, "scope" text check ("scope" in ('merchant', 'category')) not null, "target_id" text not null, "rate_bp" integer not null check ("rate_bp" between 0 and 10000), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "commission_rule_pkey" primary key ("id"));`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_commission_rule_scope_target_id_unique" ON "commission_rule" ("scope", "target_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_commission_rule_deleted_at" ON "commission_rule" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "line_commission" ("id" text not null, "line_item_id" text not null, "order_id" text not null, "merchant_id" text null, "rate_bp" integer not null, "rate_source" text not null, "paid_cents" bigint not null, "vat_cents" bigint not null, "net_cents" bigint not null, "commission_cents" bigint not null, "commission_vat_cents" bigint not null, "seller_share_cents" bigint not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "line_commission_pkey" primary key ("id"));`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_line_commission_line_item_id_unique" ON "line_commission" ("line_item_id");`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_line_commission_order_id" ON "line_commission" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_line_commission_merchant_id" ON "line_commission" ("merchant_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_line_commission_deleted_at" ON "line_commission" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "commission_rule" cascade;`)
    this.addSql(`drop table if exists "line_commission" cascade;`)
  }
}
