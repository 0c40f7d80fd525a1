import { model } from "@medusajs/framework/utils"

/** A search synonym: `term` (lower case, unique) and what it means in the catalogue; used both ways. */
export const SearchSynonym = model.define("search_synonym", {
  id: model.id({ prefix: "ssyn" }).primaryKey(),
  term: model.text().unique(),
  meaning: model.text(),
})
