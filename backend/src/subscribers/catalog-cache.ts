import type { SubscriberConfig } from "@medusajs/framework"
import {
  InventoryLevelWorkflowEvents,
  ProductCategoryWorkflowEvents,
  ProductWorkflowEvents,
} from "@medusajs/framework/utils"
import { CATALOG_EVENTS } from "../domain/events"
import { clearCatalogCache } from "../queries/catalogue/list-cache"

/** The one place that drops cached catalogue reads: after a catalogue change is committed. */
export default async function catalogCache() {
  await clearCatalogCache()
}

export const config: SubscriberConfig = {
  // Medusa's own product, category and stock events cover edits made in Medusa Admin (/app) too.
  event: [
    ...CATALOG_EVENTS,
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
