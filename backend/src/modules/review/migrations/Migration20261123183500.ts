import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123183500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "review" add column if not exists "verified_purchase" boolean not null default false;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "review" drop column if exists "verified_purchase";`);
  }

}
