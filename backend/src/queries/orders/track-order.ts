import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { notFound } from "../../domain/errors"
import { contactMatches, maskTrackedPhone, type TrackContact } from "../../domain/orders/track-order"
import { ORDER_FIELDS, toOrdersJson, type OrderJson } from "./load-orders"

/** The one answer for an unknown number and for a contact the order was not placed with (no enumeration). */
export const NO_TRACKED_ORDER = "No order matches that number and phone or e-mail."

type ContactRow = { id: string; email: string | null; delivery_phone: string | null; customer_email: string | null; customer_phone: string | null }

/**
 * What a signed-out shopper sees of their order: the number, date and status, each item's name,
 * quantity, status and timeline, the delivery card (the rider's phone masked), and the total. No
 * ids (order, line, product, station), no payment, no message, nothing of other orders.
 */
export function trackedOrderJson(order: OrderJson) {
  const { delivery } = order
  return {
    number: order.number,
    created: order.created,
    status: order.status,
    totalWithTax: order.totalWithTax,
    delivery: {
      state: delivery.state,
      option: delivery.option,
      optionName: delivery.optionName,
      recipient: delivery.recipient,
      phone: maskTrackedPhone(delivery.phone),
      county: delivery.county,
      town: delivery.town,
      address: delivery.address,
      landmark: delivery.landmark,
      // The station's public facts (name, hours, where it is), never its id.
      station: delivery.station ? (({ _id, ...station }) => station)(delivery.station) : null,
      fee: delivery.fee,
      ...("arrives" in delivery && { arrives: delivery.arrives }),
    },
    products: order.products.map((line) => ({
      name: line.product?.name ?? line.name,
      slug: line.product?.slug ?? null,
      imageUrl: line.product?.imageUrl ?? null,
      variant: line.variant,
      quantity: line.quantity,
      status: line.status,
      timeline: line.timeline,
    })),
  }
}

/**
 * The order of that `display_id` when the contact is one it was placed with (the order's or its
 * buyer's e-mail, the delivery phone or the buyer's profile phone); otherwise 404, the same for both.
 */
export async function trackOrder(container: MedusaContainer, displayId: number, contact: TrackContact) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { rows } = await knex.raw(
    `SELECT o.id, o.email, o.metadata->'delivery'->>'phone' AS delivery_phone, c.email AS customer_email, c.phone AS customer_phone
     FROM "order" o LEFT JOIN customer c ON c.id = o.customer_id AND c.deleted_at IS NULL
     WHERE o.display_id = ? AND o.deleted_at IS NULL`,
    [displayId]
  )
  const row = rows[0] as ContactRow | undefined
  const known = row && { emails: [row.email, row.customer_email], phones: [row.delivery_phone, row.customer_phone] }
  if (!row || !known || !contactMatches(contact, known)) throw notFound(NO_TRACKED_ORDER)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: row.id } })
  if (!data[0]) throw notFound(NO_TRACKED_ORDER)
  const [order] = await toOrdersJson(container, data)
  return trackedOrderJson(order)
}
