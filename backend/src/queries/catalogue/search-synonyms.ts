import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import { searchAlternatives, type Synonym } from "../../domain/search/synonyms"
import { searchSynonymCache } from "./list-cache"

/** Every search synonym, term A–Z (cached until the admin changes one). */
export function readSynonyms(knex: Knex): Promise<Synonym[]> {
  return searchSynonymCache.get("all", async () =>
    knex("search_synonym").whereNull("deleted_at").select("term", "meaning").orderBy("term")
  )
}

/** The spellings a search tries: the text as typed, then its synonyms' rewordings. */
export async function searchSpellings(knex: Knex, term: string): Promise<string[]> {
  return searchAlternatives(term, await readSynonyms(knex))
}

/** The synonyms as the admin's list shows them: `{ _id, term, meaning }`, term A–Z. */
export async function listSynonymsJson(container: MedusaContainer) {
  const knex = knexOf(container)
  const rows: { id: string; term: string; meaning: string }[] = await knex("search_synonym")
    .whereNull("deleted_at")
    .select("id", "term", "meaning")
    .orderBy("term")
  return rows.map((row) => ({ _id: row.id, term: row.term, meaning: row.meaning }))
}
