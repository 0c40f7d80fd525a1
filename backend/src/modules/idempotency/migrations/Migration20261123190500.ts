import { Migration } from "@medusajs/framework/mikro-orm/migrations";

export class Migration20261123190500 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "idempotency_key" ("id" text not null, "scope" text not null, "key" text not null, "request_hash" text not null, "reply" jsonb null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "idempotency_key_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_idempotency_key_scope_key_unique" ON "idempotency_key" ("scope", "key") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_idempotency_key_deleted_at" ON "idempotency_key" ("deleted_at") WHERE deleted_at IS NULL;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_key" cascade;`);
  }

}
