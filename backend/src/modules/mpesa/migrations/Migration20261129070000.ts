import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Issue 48 (item 8): a payment keeps the address its prompt was asked from, to bound open prompts per address. */
export class Migration20261129070000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "mpesa_payment" add column if not exists "client_ip" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "mpesa_payment" drop column if exists "client_ip";`);
  }

}
