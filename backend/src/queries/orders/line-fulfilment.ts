import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { notFound } from "../../domain/errors"

/** The Medusa fulfilment that holds an order line (not cancelled), as the line's mirror needs it. */
export type HeldFulfilment = {
  id: string
  locationId: string
  shipped: boolean
  delivered: boolean
  /** The inventory item whose stock left with the fulfilment (null for a product without stock). */
  inventoryItemId: string | null
  quantity: number
}

const toNumber = (value: unknown) => MathBN.convert((value ?? 0) as number).toNumber()

export type LineFulfilment = {
  lineItemId: string
  quantity: number
  /** The current version's order item detail: what Medusa Admin counts as fulfilled, shipped, delivered. */
  detail: { id: string; fulfilled: number; shipped: number; delivered: number }
  held: HeldFulfilment | null
}

/**
 * An order's lines as Medusa's fulfilments see them: each line's quantity, its order item detail
 * and the fulfilment that is not cancelled and holds it, if any. 404 for an unknown order.
 */
export async function loadOrderFulfilments(container: MedusaContainer, orderId: string): Promise<LineFulfilment[]> {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: [
      "id",
      "items.id",
      "items.quantity",
      "items.detail.id",
      "items.detail.quantity",
      "items.detail.fulfilled_quantity",
      "items.detail.shipped_quantity",
      "items.detail.delivered_quantity",
      "fulfillments.id",
      "fulfillments.location_id",
      "fulfillments.canceled_at",
      "fulfillments.shipped_at",
      "fulfillments.delivered_at",
      "fulfillments.items.line_item_id",
      "fulfillments.items.inventory_item_id",
      "fulfillments.items.quantity",
    ],
    filters: { id: orderId },
  })
  if (!data[0]) {
    throw notFound("Order not found.")
  }
  const fulfilments = (data[0].fulfillments ?? []).filter((f) => f && !f.canceled_at)
  return (data[0].items ?? []).flatMap((item) => {
    if (!item) return []
    let held: HeldFulfilment | null = null
    for (const f of fulfilments) {
      const fitem = (f!.items ?? []).find((i) => i?.line_item_id === item.id)
      if (fitem) {
        held = {
          id: f!.id,
          locationId: f!.location_id,
          shipped: Boolean(f!.shipped_at),
          delivered: Boolean(f!.delivered_at),
          inventoryItemId: fitem.inventory_item_id ?? null,
          quantity: toNumber(fitem.quantity),
        }
      }
    }
    const detail = item.detail
    return [
      {
        lineItemId: item.id,
        quantity: toNumber(item.quantity),
        detail: {
          id: detail?.id ?? "",
          fulfilled: toNumber(detail?.fulfilled_quantity),
          shipped: toNumber(detail?.shipped_quantity),
          delivered: toNumber(detail?.delivered_quantity),
        },
        held,
      },
    ]
  })
}

/** One order line as Medusa's fulfilments see it (see `loadOrderFulfilments`); 404 for an unknown line. */
export async function loadLineFulfilment(container: MedusaContainer, orderId: string, lineItemId: string) {
  const line = (await loadOrderFulfilments(container, orderId)).find((l) => l.lineItemId === lineItemId)
  if (!line) {
    throw notFound("Order item not found.")
  }
  return line
}
