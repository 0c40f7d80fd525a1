import { createWorkflow, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { Synonym } from "../../domain/search/synonyms"
import { addSearchSynonymStep } from "./steps/add-search-synonym"

/** An admin teaches the search a synonym; cached searches are dropped once it is stored. */
export const addSearchSynonymWorkflow = createWorkflow("add-search-synonym", (input: Synonym) => {
  const synonym = addSearchSynonymStep(input)
  emitEventStep({ eventName: ShopEvents.SEARCH_SYNONYMS_CHANGED, data: transform({ synonym }, ({ synonym }) => ({ id: synonym.id })) })
  return new WorkflowResponse(synonym)
})
