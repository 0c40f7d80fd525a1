import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SEARCH_SYNONYM_MODULE, type SearchSynonymModuleService } from "../../../modules/search-synonym"
import { conflict } from "../../../domain/errors"
import type { Synonym } from "../../../domain/search/synonyms"

export const SYNONYM_EXISTS = "This word already has a synonym; remove it first."

/** Stores a synonym (term and meaning already normalized); a term may have one meaning. */
export const addSearchSynonymStep = createStep(
  "add-search-synonym",
  async (synonym: Synonym, { container }) => {
    const synonyms = container.resolve<SearchSynonymModuleService>(SEARCH_SYNONYM_MODULE)
    const [existing] = await synonyms.listSearchSynonyms({ term: synonym.term }, { take: 1 })
    if (existing) throw conflict(SYNONYM_EXISTS)
    const created = await synonyms.createSearchSynonyms(synonym)
    return new StepResponse(created, created.id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<SearchSynonymModuleService>(SEARCH_SYNONYM_MODULE).deleteSearchSynonyms(id)
  }
)
