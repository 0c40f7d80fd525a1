import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261121224442 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`alter table if exists "password_reset" drop constraint if exists "password_reset_token_hash_unique";`);
    this.addSql(`alter table if exists "account" drop constraint if exists "account_customer_id_unique";`);
    this.addSql(`create table if not exists "account" ("id" text not null, "customer_id" text not null, "role" text check ("role" in ('ROLE_ADMIN', 'ROLE_MERCHANT', 'ROLE_MEMBER')) not null default 'ROLE_MEMBER', "provider" text not null default 'email', "merchant_id" text null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "account_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_account_customer_id_unique" ON "account" ("customer_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_account_deleted_at" ON "account" ("deleted_at") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_account_role" ON "account" ("role") WHERE deleted_at IS NULL;`);

    this.addSql(`create table if not exists "password_reset" ("id" text not null, "account_id" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "password_reset_pkey" primary key ("id"));`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_password_reset_account_id" ON "password_reset" ("account_id") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_password_reset_token_hash_unique" ON "password_reset" ("token_hash") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_password_reset_deleted_at" ON "password_reset" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "account" cascade;`);

    this.addSql(`drop table if exists "password_reset" cascade;`);
  }

}
