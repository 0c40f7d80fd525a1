import type { SubscriberConfig } from "@medusajs/framework"
import {
  InventoryLevelWorkflowEvents,
  ProductCategoryWorkflowEvents,
  ProductWorkflowEvents,
} from "@medusajs/framework/utils"
import { CATALOGUE_EVENTS } from "../domain/events"
import { clearCatalogueCache } from "../queries/catalogue/list-cache"

/** The one place that drops cached catalogue reads: after a catalogue change is committed. */
export default async function catalogueCache() {
  await clearCatalogueCache()
}

export const config: SubscriberConfig = {
  // Medusa's own product, category and stock events cover edits made in Medusa Admin (/app) too.
  event: [
    ...CATALOGUE_EVENTS,
    ProductWorkflowEvents.CREATED,
    ProductWorkflowEvents.UPDATED,
    ProductWorkflowEvents.DELETED,
    ProductCategoryWorkflowEvents.CREATED,
    ProductCategoryWorkflowEvents.UPDATED,
    ProductCategoryWorkflowEvents.DELETED,
    InventoryLevelWorkflowEvents.CREATED,
    InventoryLevelWorkflowEvents.UPDATED,
    InventoryLevelWorkflowEvents.DELETED,
  ],
}
