import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123190000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "account" add column if not exists "password_changed_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "account" drop column if exists "password_changed_at";`);
  }

}
