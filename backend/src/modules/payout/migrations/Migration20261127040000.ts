import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Payouts (issue 37): merchants' payout methods, payouts (bigint cents; one Processing payout per
 * merchant and part, so two admins approving at once make one payout) and the B2C callbacks as
 * Daraja posted them.
 */
export class Migration20261127040000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "payout_method" ("id" text not null, "merchant_id" text not null, "kind" text check ("kind" in ('mpesa', 'bank')) not null, "phone" text null, "bank_name" text null, "bank_branch" text null, "account_name" text null, "account_number" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "payout_method_pkey" primary key ("id"));`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_payout_method_merchant_id_unique" ON "payout_method" ("merchant_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_payout_method_deleted_at" ON "payout_method" ("deleted_at") WHERE deleted_at IS NULL;`)

    this.addSql(`create table if not exists "payout" ("id" text not null, "merchant_id" text not null, "batch_id" text not null, "part" integer not null, "amount_cents" bigint not null check ("amount_cents" > 0), "method" text check ("method" in ('mpesa', 'bank')) not null, "phone" text null, "bank" jsonb null, "state" text check ("state" in ('Processing', 'Paid', 'Failed')) not null, "receipt" text null, "reason" text null, "result_code" text null, "attempts" integer not null default 0, "conversation_id" text null, "unreconciled" boolean not null default false, "utility_funds" text null, "requested_by" text null, "sent_at" timestamptz null, "status_query_at" timestamptz null, "settled_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "payout_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_payout_merchant_id" ON "payout" ("merchant_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_payout_state" ON "payout" ("state") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_payout_deleted_at" ON "payout" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_payout_one_processing" ON "payout" ("merchant_id", "part") WHERE state = 'Processing' AND deleted_at IS NULL;`)

    this.addSql(`create table if not exists "payout_callback" ("id" text not null, "payout_id" text null, "kind" text not null, "body" text not null, "source_ip" text null, "outcome" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "payout_callback_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_payout_callback_payout_id" ON "payout_callback" ("payout_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_payout_callback_deleted_at" ON "payout_callback" ("deleted_at") WHERE deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "payout_callback" cascade;`)
    this.addSql(`drop table if exists "payout" cascade;`)
    this.addSql(`drop table if exists "payout_method" cascade;`)
  }
}
