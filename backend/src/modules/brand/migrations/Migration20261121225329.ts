import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121225329 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "brand" add column if not exists "merchant_id" text null;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_brand_merchant_id" ON "brand" ("merchant_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "IDX_brand_merchant_id";`);
    this.addSql(`alter table if exists "brand" drop column if exists "merchant_id";`);
  }

}
