import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Issue 48: a payment keeps the success a callback claimed until Daraja confirms it, and why it is flagged. */
export class Migration20261129060000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "mpesa_payment" add column if not exists "claimed_receipt" text null, add column if not exists "claimed_at" timestamptz null, add column if not exists "flag_reason" text null, add column if not exists "flagged_at" timestamptz null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_mpesa_payment_claimed_receipt" ON "mpesa_payment" ("claimed_receipt") WHERE deleted_at IS NULL AND claimed_receipt IS NOT NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_mpesa_payment_claimed_receipt";`);
    this.addSql(`alter table if exists "mpesa_payment" drop column if exists "claimed_receipt", drop column if exists "claimed_at", drop column if exists "flag_reason", drop column if exists "flagged_at";`);
  }

}
