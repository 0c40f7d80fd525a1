import { Migration } from "@medusajs/framework/mikro-orm/migrations"

/**
 * The audit log (issue 40): one row per admin or merchant write, indexed for the Activity page's
 * filters (newest first; by person, by entity). Rows are never updated; a delete is allowed only
 * inside a transaction that set `audit.compensating` (a workflow undoing the entry of a failed change).
 */
export class Migration20261127052841 extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists "audit_entry" ("id" text not null, "actor_id" text not null, "actor_role" text not null, "entity_type" text not null, "entity_id" text not null, "action" text not null, "changes" jsonb not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "audit_entry_pkey" primary key ("id"));`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_audit_entry_deleted_at" ON "audit_entry" ("deleted_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_audit_entry_created_at" ON "audit_entry" ("created_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_audit_entry_actor_id_created_at" ON "audit_entry" ("actor_id", "created_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_audit_entry_entity_type_entity_id_created_at" ON "audit_entry" ("entity_type", "entity_id", "created_at") WHERE deleted_at IS NULL;`)
    this.addSql(`CREATE OR REPLACE FUNCTION audit_entry_immutable() RETURNS trigger AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND current_setting('audit.compensating', true) = 'on' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit entries are never updated or deleted';
      END $$ LANGUAGE plpgsql;`)
    this.addSql(`DROP TRIGGER IF EXISTS audit_entry_immutable ON audit_entry;`)
    this.addSql(`CREATE TRIGGER audit_entry_immutable BEFORE UPDATE OR DELETE ON audit_entry FOR EACH ROW EXECUTE FUNCTION audit_entry_immutable();`)
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_entry" cascade;`)
    this.addSql(`drop function if exists audit_entry_immutable();`)
  }
}
