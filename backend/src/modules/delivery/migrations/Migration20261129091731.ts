import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261129091731 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "pickup_station" add column if not exists "address" text null, add column if not exists "landmark" text null, add column if not exists "phone" text null, add column if not exists "map_url" text null;`);

    this.addSql(`create table if not exists "delivery_days" ("id" text not null, "county" text not null, "option" text check ("option" in ('home', 'pickup')) not null, "min_days" integer not null, "max_days" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "delivery_days_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_delivery_days_deleted_at" ON "delivery_days" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_delivery_days_county_option_unique" ON "delivery_days" ("county", "option") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "pickup_collection" ("id" text not null, "order_id" text not null, "collected_by" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pickup_collection_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pickup_collection_deleted_at" ON "pickup_collection" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_pickup_collection_order_id_unique" ON "pickup_collection" ("order_id") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "pickup_collection" cascade;`);
    this.addSql(`drop table if exists "delivery_days" cascade;`);
    this.addSql(`alter table if exists "pickup_station" drop column if exists "address", drop column if exists "landmark", drop column if exists "phone", drop column if exists "map_url";`);
  }

}
