import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { DELIVERY_MODULE, type DeliveryModuleService } from "../../modules/delivery"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../modules/order-line"
import { toDeliveryJson, type StoredDelivery } from "../../domain/delivery/order-delivery"
import { orderNumber } from "../../domain/orders/order-number"

export type PickupOrder = {
  id: string
  number: string
  customerId: string | null
  delivery: ReturnType<typeof toDeliveryJson>
  code: string | null
  cancelled: boolean
  collectedAt: Date | null
}

/** A placed order as its station hand-over needs it (by id or by `display_id`), with its code and whether it was collected; null when none. */
export async function findPickupOrder(container: MedusaContainer, match: { id: string } | { display_id: number }): Promise<PickupOrder | null> {
  // `display_id` is an integer column the generated filter types spell as text (as search-orders passes it).
  const filters: Record<string, unknown> = match
  const { data } = await container
    .resolve(ContainerRegistrationKeys.QUERY)
    .graph({ entity: "order", fields: ["id", "display_id", "customer_id", "metadata"], filters })
  const order = data[0]
  if (!order) return null
  const [lines, collections] = await Promise.all([
    container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).listOrderLines({ order_id: order.id }, { select: ["status"] }),
    container.resolve<DeliveryModuleService>(DELIVERY_MODULE).listPickupCollections({ order_id: order.id }, { take: 1 }),
  ])
  const stored = order.metadata?.delivery as StoredDelivery | undefined
  return {
    id: order.id,
    number: orderNumber(Number(order.display_id)),
    customerId: order.customer_id ?? null,
    delivery: toDeliveryJson(stored),
    code: stored?.option === "pickup" ? (stored.collectionCode ?? null) : null,
    cancelled: lines.length > 0 && lines.every((line) => line.status === "Cancelled"),
    collectedAt: collections[0] ? new Date(collections[0].created_at) : null,
  }
}
