import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * Issue 48: a failed B2C result is a claim until Transaction Status confirms it. A payout keeps the
 * claimed failure's reason while it stays Processing. (This migration once altered buyer_refund too: that
 * table is the refund module's now, whose Migration20261129131517 adds the same column, if missing.)
 */
export class Migration20261129090000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table if exists "payout" add column if not exists "claimed_failure" text null;`)
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "payout" drop column if exists "claimed_failure";`)
  }
}
