import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123183040 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "merchant_invitation" drop constraint if exists "merchant_invitation_token_hash_unique";`);
    this.addSql(`create table if not exists "merchant" ("id" text not null, "name" text not null, "email" text null, "phone_number" text not null, "phone_digits" text not null, "brand_name" text not null, "business" text not null, "status" text check ("status" in ('Waiting Approval', 'Approved', 'Rejected')) not null default 'Waiting Approval', "is_active" boolean not null default false, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "merchant_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_merchant_deleted_at" ON "merchant" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_merchant_status" ON "merchant" ("status") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_merchant_email" ON "merchant" ("email") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_merchant_phone_digits" ON "merchant" ("phone_digits") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_merchant_created_at" ON "merchant" ("created_at") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "merchant_invitation" ("id" text not null, "merchant_id" text not null, "email" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "merchant_invitation_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_merchant_invitation_merchant_id" ON "merchant_invitation" ("merchant_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_merchant_invitation_token_hash_unique" ON "merchant_invitation" ("token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_merchant_invitation_deleted_at" ON "merchant_invitation" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "merchant" cascade;`);

    this.addSql(`drop table if exists "merchant_invitation" cascade;`);
  }

}
