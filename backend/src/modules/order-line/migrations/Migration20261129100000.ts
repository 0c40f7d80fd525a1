import { Migration } from "@medusajs/framework/mikro-orm/migrations";

/** Who carries a shipped line: a rider (name, phone) or a courier (name, waybill). */
export class Migration20261129100000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "order_line" add column if not exists "shipped_by" text check ("shipped_by" in ('rider', 'courier')) null, add column if not exists "rider_name" text null, add column if not exists "rider_phone" text null, add column if not exists "courier" text null, add column if not exists "waybill" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table if exists "order_line" drop column if exists "shipped_by", drop column if exists "rider_name", drop column if exists "rider_phone", drop column if exists "courier", drop column if exists "waybill";`);
  }

}
