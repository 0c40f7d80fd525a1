import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127030000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "mpesa_payment" ("id" text not null, "cart_id" text not null, "customer_id" text not null, "order_id" text null, "checkout_request_id" text null, "merchant_request_id" text null, "phone" text not null, "amount" integer not null, "state" text check ("state" in ('Pending', 'Paid', 'Failed', 'Expired', 'RefundDue', 'Mismatch')) not null default 'Pending', "result_code" integer null, "result_desc" text null, "receipt" text null, "delivery" jsonb null, "message" text not null default '', "cart_total" real not null, "expires_at" timestamptz not null, "settled_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "mpesa_payment_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_mpesa_payment_deleted_at" ON "mpesa_payment" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_mpesa_payment_checkout_request_id_unique" ON "mpesa_payment" ("checkout_request_id") WHERE deleted_at IS NULL AND checkout_request_id IS NOT NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_mpesa_payment_cart_id" ON "mpesa_payment" ("cart_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_mpesa_payment_state" ON "mpesa_payment" ("state") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "mpesa_callback" ("id" text not null, "payment_id" text null, "checkout_request_id" text null, "body" text not null, "source_ip" text null, "outcome" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "mpesa_callback_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_mpesa_callback_deleted_at" ON "mpesa_callback" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "mpesa_token" ("id" text not null, "token" text not null, "expires_at" timestamptz not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "mpesa_token_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_mpesa_token_deleted_at" ON "mpesa_token" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "mpesa_token" cascade;`);
    this.addSql(`drop table if exists "mpesa_callback" cascade;`);
    this.addSql(`drop table if exists "mpesa_payment" cascade;`);
  }

}
