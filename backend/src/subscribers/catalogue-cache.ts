import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import {
  InventoryLevelWorkflowEvents,
  ProductCategoryWorkflowEvents,
  ProductWorkflowEvents,
} from "@medusajs/framework/utils"
import { CATALOGUE_EVENTS, ShopEvents, STOCK_EVENTS } from "../domain/events"
import { clearCatalogueCache, clearCatalogueStock } from "../queries/catalogue/list-cache"
import { stockProductsReader } from "../queries/catalogue/stock-products"

type EventData = { id?: string; orderId?: string; lineItemId?: string }

/** The products whose stock an event changed; undefined: not known, every product's stock is read again. */
async function changedProducts({ event, container }: SubscriberArgs<EventData>): Promise<string[] | undefined> {
  const stock = stockProductsReader(container)
  const data = event.data ?? {}
  try {
    if (event.name === ShopEvents.ORDER_PLACED || event.name === ShopEvents.ORDER_CANCELLED) {
      return data.id ? await stock.ofOrder(data.id) : undefined
    }
    if (event.name === ShopEvents.ORDER_LINE_CANCELLED) {
      return data.lineItemId ? await stock.ofOrderLine(data.lineItemId) : undefined
    }
    if (event.name === ShopEvents.PAYMENT_STOCK_CHANGED) {
      return data.id ? await stock.ofPayment(data.id) : undefined
    }
  } catch {
    return undefined
  }
  return undefined
}

const STOCK_ONLY = new Set<string>([...STOCK_EVENTS, ...Object.values(InventoryLevelWorkflowEvents)])

/**
 * The one place that drops cached catalogue reads: after a catalogue change is committed. An
 * order, a cancellation, an M-Pesa hold or an inventory edit changes only stock: it drops the
 * stock of the products it names (all stock when they are not known), never a cached body.
 */
export default async function catalogueCache(args: SubscriberArgs<EventData>) {
  if (STOCK_ONLY.has(args.event.name)) {
    await clearCatalogueStock(await changedProducts(args))
    return
  }
  await clearCatalogueCache()
}

export const config: SubscriberConfig = {
  // Medusa's own product, category and stock events cover edits made in Medusa Admin (/app) too.
  event: [
    ...CATALOGUE_EVENTS,
    ...STOCK_EVENTS,
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
