import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The ledger (issue 37): accounts, transactions (unique idempotency key), entries (bigint cents),
 * commission rules and the commission frozen per order line. Triggers: a transaction's entries
 * must sum to zero at commit (deferred constraint trigger), and ledger rows are never updated or
 * deleted.
 */
export class Migration20261127030500 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "ledger_account" ("id" text not null, "kind" text not null, "merchant_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "ledger_account_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_account_merchant_id" ON "ledger_account" ("merchant_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_account_deleted_at" ON "ledger_account" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "ledger_transaction" ("id" text not null, "key" text not null, "kind" text not null, "order_id" text null, "line_item_id" text null, "merchant_id" text null, "payment_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "ledger_transaction_pkey" primary key ("id"));`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_ledger_transaction_key_unique" ON "ledger_transaction" ("key");`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_transaction_line_item_id" ON "ledger_transaction" ("line_item_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_transaction_order_id" ON "ledger_transaction" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_transaction_merchant_id_created_at" ON "ledger_transaction" ("merchant_id", "created_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_transaction_deleted_at" ON "ledger_transaction" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "ledger_entry" ("id" text not null, "transaction_id" text not null references "ledger_transaction" ("id"), "account_id" text not null references "ledger_account" ("id"), "amount" bigint not null check ("amount" <> 0), "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "ledger_entry_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_entry_transaction_id" ON "ledger_entry" ("transaction_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_entry_account_id" ON "ledger_entry" ("account_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_ledger_entry_deleted_at" ON "ledger_entry" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`CREATE OR REPLACE FUNCTION ledger_transaction_balanced() RETURNS trigger AS $$
      DECLARE total bigint;
      BEGIN
        SELECT COALESCE(SUM(amount), 0) INTO total FROM ledger_entry WHERE transaction_id = NEW.transaction_id;
        IF total <> 0 THEN
          RAISE EXCEPTION 'ledger transaction % does not balance (sum %)', NEW.transaction_id, total;
        END IF;
        RETURN NULL;
      END $$ LANGUAGE plpgsql;`)
    this.addSql(`DROP TRIGGER IF EXISTS ledger_entry_balanced ON ledger_entry;`)
    this.addSql(`CREATE CONSTRAINT TRIGGER ledger_entry_balanced AFTER INSERT ON ledger_entry DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balanced();`)
    this.addSql(`CREATE OR REPLACE FUNCTION ledger_rows_immutable() RETURNS trigger AS $$
      BEGIN
        RAISE EXCEPTION 'ledger rows are never updated or deleted (%): post a reversing transaction', TG_TABLE_NAME;
      END $$ LANGUAGE plpgsql;`)
    this.addSql(`DROP TRIGGER IF EXISTS ledger_entry_immutable ON ledger_entry;`)
    this.addSql(`CREATE TRIGGER ledger_entry_immutable BEFORE UPDATE OR DELETE ON ledger_entry FOR EACH ROW EXECUTE FUNCTION ledger_rows_immutable();`)
    this.addSql(`DROP TRIGGER IF EXISTS ledger_transaction_immutable ON ledger_transaction;`)
    this.addSql(`CREATE TRIGGER ledger_transaction_immutable BEFORE UPDATE OR DELETE ON ledger_transaction FOR EACH ROW EXECUTE FUNCTION ledger_rows_immutable();`)

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
    this.addSql(`drop table if exists "ledger_entry" cascade;`)
    this.addSql(`drop table if exists "ledger_transaction" cascade;`)
    this.addSql(`drop table if exists "ledger_account" cascade;`)
    this.addSql(`drop table if exists "commission_rule" cascade;`)
    this.addSql(`drop table if exists "line_commission" cascade;`)
    this.addSql(`drop function if exists ledger_transaction_balanced();`)
    this.addSql(`drop function if exists ledger_rows_immutable();`)
  }
}
