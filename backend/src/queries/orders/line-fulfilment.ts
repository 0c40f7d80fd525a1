import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { notFound } from "../../domain/errors"

/**
 * One order line as Medusa's fulfilments see it: its quantity, and whether a fulfilment that is
 * not cancelled already holds it (an admin's correction can take a delivered line back and forward
 * again; its stock has left once, so it is fulfilled once).
 */
export async function loadLineFulfilment(container: MedusaContainer, orderId: string, lineItemId: string) {
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
    entity: "order",
    fields: ["id", "items.id", "items.quantity", "items.detail.quantity", "fulfillments.id", "fulfillments.canceled_at", "fulfillments.items.line_item_id"],
    filters: { id: orderId },
  })
  const item = data[0]?.items?.find((i) => i?.id === lineItemId)
  if (!item) {
    throw notFound("Order item not found.")
  }
  const fulfilled = (data[0].fulfillments ?? []).some(
    (f) => f && !f.canceled_at && (f.items ?? []).some((i) => i?.line_item_id === lineItemId)
  )
  return { quantity: MathBN.convert(item.quantity).toNumber(), fulfilled }
}
