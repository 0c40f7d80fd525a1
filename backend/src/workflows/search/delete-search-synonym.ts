import { createWorkflow, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { deleteSearchSynonymStep } from "./steps/delete-search-synonym"

/** An admin removes a synonym; cached searches are dropped once it is gone. */
export const deleteSearchSynonymWorkflow = createWorkflow("delete-search-synonym", (input: { id: string }) => {
  const synonym = deleteSearchSynonymStep(input.id)
  emitEventStep({ eventName: ShopEvents.SEARCH_SYNONYMS_CHANGED, data: { id: input.id } })
  return new WorkflowResponse(synonym)
})
