import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261127020000 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "pickup_station" ("id" text not null, "name" text not null, "town" text not null, "county" text not null, "opening_hours" text not null, "is_active" boolean not null default true, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "pickup_station_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_pickup_station_deleted_at" ON "pickup_station" ("deleted_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "delivery_fee" ("id" text not null, "county" text not null, "option" text check ("option" in ('home', 'pickup')) not null, "amount_cents" integer not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "delivery_fee_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_delivery_fee_deleted_at" ON "delivery_fee" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_delivery_fee_county_option_unique" ON "delivery_fee" ("county", "option") WHERE deleted_at IS NULL;`);

  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "delivery_fee" cascade;`);
    this.addSql(`drop table if exists "pickup_station" cascade;`);
  }

}
