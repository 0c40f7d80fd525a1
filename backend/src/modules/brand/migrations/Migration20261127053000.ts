import { Migration } from "@medusajs/framework/mikro-orm/migrations"

// pg_trgm's functions behind the catalogue search, at what a call really costs compared with a
// plain comparison (about a hundred times: a trigram set is built per row).
const FUNCTIONS = [
  "strict_word_similarity_op(text, text)",
  "strict_word_similarity_commutator_op(text, text)",
  "strict_word_similarity(text, text)",
  "word_similarity(text, text)",
]

/**
 * With its default cost of 1 the planner thinks testing `<<%` on every product is cheaper than
 * its trigram index whenever it expects a few hundred matches ("solar": 280 ms on 10,000
 * products instead of 3 ms, measured with EXPLAIN ANALYZE on the bench catalogue). Only the
 * extension's owner may change it: without that right the migration leaves a notice and the
 * search still answers, slower.
 */
export class Migration20261127053000 extends Migration {
  override async up(): Promise<void> {
    this.addSql(costs(100))
  }

  override async down(): Promise<void> {
    this.addSql(costs(1))
  }
}

function costs(cost: number) {
  const alters = FUNCTIONS.map((fn) => `ALTER FUNCTION ${fn} COST ${cost};`).join(" ")
  return `DO $$ BEGIN ${alters} EXCEPTION WHEN insufficient_privilege THEN RAISE NOTICE 'pg_trgm function costs left as they are: %', SQLERRM; END $$;`
}
