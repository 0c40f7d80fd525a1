import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Issue 48, for refunds: a failed B2C result is a claim until Transaction Status confirms it, and a
 * refund keeps the claimed failure's reason while it stays Processing. Databases migrated before the
 * refund module existed got this column from Migration20261129090000 (now the payout module's): this
 * one adds it only where it is missing.
 */
export class Migration20261129131517 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "buyer_refund" add column if not exists "claimed_failure" text null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "buyer_refund" drop column if exists "claimed_failure";`)
  }
}
