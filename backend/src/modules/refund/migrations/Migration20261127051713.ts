import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Refunds to buyers by M-Pesa B2C (issue 37): bigint cents; one Processing refund per payment, so
 * two admins approving at once make one refund. Their B2C callbacks are kept in payout_callback (the payout module's).
 */
export class Migration20261127051713 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "buyer_refund" ("id" text not null, "payment_id" text not null, "order_id" text null, "customer_id" text null, "amount_cents" bigint not null check ("amount_cents" > 0), "phone" text not null, "state" text check ("state" in ('Processing', 'Paid', 'Failed')) not null, "receipt" text null, "reason" text null, "result_code" text null, "attempts" integer not null default 0, "conversation_id" text null, "unreconciled" boolean not null default false, "requested_by" text null, "sent_at" timestamptz null, "status_query_at" timestamptz null, "settled_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "buyer_refund_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyer_refund_payment_id" ON "buyer_refund" ("payment_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyer_refund_order_id" ON "buyer_refund" ("order_id") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyer_refund_state" ON "buyer_refund" ("state") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_buyer_refund_deleted_at" ON "buyer_refund" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_buyer_refund_one_processing" ON "buyer_refund" ("payment_id") WHERE state = 'Processing' AND deleted_at IS NULL;`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "buyer_refund" cascade;`)
  }
}
