import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { SEARCH_SYNONYM_MODULE, type SearchSynonymModuleService } from "../../../modules/search-synonym"
import { notFound } from "../../../domain/errors"

export const NO_SYNONYM_FOUND = "No synonym found."

/** Removes a synonym (soft delete, restored if the workflow fails). */
export const deleteSearchSynonymStep = createStep(
  "delete-search-synonym",
  async (id: string, { container }) => {
    const synonyms = container.resolve<SearchSynonymModuleService>(SEARCH_SYNONYM_MODULE)
    const [synonym] = await synonyms.listSearchSynonyms({ id }, { take: 1 })
    if (!synonym) throw notFound(NO_SYNONYM_FOUND)
    await synonyms.softDeleteSearchSynonyms(id)
    return new StepResponse(synonym, id)
  },
  async (id, { container }) => {
    if (id) await container.resolve<SearchSynonymModuleService>(SEARCH_SYNONYM_MODULE).restoreSearchSynonyms(id)
  }
)
