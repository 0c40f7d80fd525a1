import { Migration } from "@medusajs/framework/mikro-orm/migrations";
import { DEFAULT_SYNONYMS } from "../../../domain/search/synonyms";

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

export class Migration20261129093712 extends Migration {

  override async up(): Promise<void> {
    this.addSql(`create table if not exists "search_synonym" ("id" text not null, "term" text not null, "meaning" text not null, "created_at" timestamptz not null default now(), "updated_at" timestamptz not null default now(), "deleted_at" timestamptz null, constraint "search_synonym_pkey" primary key ("id"));`);
    this.addSql(`CREATE UNIQUE INDEX IF NOT EXISTS "IDX_search_synonym_term_unique" ON "search_synonym" ("term") WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX IF NOT EXISTS "IDX_search_synonym_deleted_at" ON "search_synonym" ("deleted_at") WHERE deleted_at IS NULL;`);
    // The defaults of src/domain/search/synonyms.ts (DEFAULT_SYNONYMS), which the admin may remove.
    const rows = DEFAULT_SYNONYMS.map(({ term, meaning }) => `('ssyn_default_${term.replace(/\W/g, "_")}', ${quote(term)}, ${quote(meaning)})`)
    this.addSql(`insert into "search_synonym" ("id", "term", "meaning") values ${rows.join(", ")} on conflict do nothing;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "search_synonym" cascade;`);
  }

}
