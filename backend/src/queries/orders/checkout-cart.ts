import type { Knex } from "knex"
import { MathBN } from "@medusajs/framework/utils"
import { orderTotals } from "../../domain/orders/totals"
import { invalid } from "../../domain/errors"

export type CheckoutCart = {
  id: string
  customerId: string | null
  metadata: Record<string, unknown>
  items: { unitPrice: number; quantity: number; taxable: boolean }[]
  /** The total the cart was priced at when it was made (its payment collection's amount). */
  pricedTotal: number | null
  collectionId: string | null
  /** A session whose payment a failed completion cancelled: it cannot pay again. */
  spentSessionId: string | null
  /** The order this cart already became: linked by Medusa, or one a crash cut short (found by metadata). */
  orderId: string | null
  /** The inventory items whose stock the cart's lines take, sorted. */
  inventoryItemIds: string[]
}

/**
 * The cart as checkout needs it, in one query: its lines, the priced total and the order it
 * already became, if any.
 */
export async function loadCheckoutCart(knex: Knex, cartId: string): Promise<CheckoutCart | null> {
  const { rows } = await knex.raw(
    `SELECT c.id, c.customer_id, c.metadata,
       (SELECT json_agg(json_build_object('unit_price', li.unit_price, 'quantity', li.quantity,
                                          'taxable', li.metadata->>'taxable' = 'true'))
        FROM cart_line_item li WHERE li.cart_id = c.id AND li.deleted_at IS NULL) AS items,
       (SELECT json_agg(DISTINCT vii.inventory_item_id ORDER BY vii.inventory_item_id)
        FROM cart_line_item li
        JOIN product_variant v ON v.id = li.variant_id AND v.manage_inventory AND v.deleted_at IS NULL
        JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
        WHERE li.cart_id = c.id AND li.deleted_at IS NULL) AS inventory_item_ids,
       pc.id AS collection_id, pc.amount AS priced_total,
       (SELECT ps.id FROM payment_session ps
        JOIN payment p ON p.payment_session_id = ps.id AND p.canceled_at IS NOT NULL
        WHERE ps.payment_collection_id = pc.id AND ps.status <> 'canceled' AND ps.deleted_at IS NULL LIMIT 1) AS spent_session_id,
       COALESCE(
         (SELECT oc.order_id FROM order_cart oc WHERE oc.cart_id = c.id AND oc.deleted_at IS NULL LIMIT 1),
         (SELECT o.id FROM "order" o WHERE o.customer_id = c.customer_id AND o.metadata->>'cart_id' = c.id
                                       AND o.deleted_at IS NULL ORDER BY o.created_at LIMIT 1)
       ) AS order_id
     FROM cart c
     LEFT JOIN LATERAL (
       SELECT pc.id, pc.amount FROM cart_payment_collection cpc
       JOIN payment_collection pc ON pc.id = cpc.payment_collection_id AND pc.deleted_at IS NULL
       WHERE cpc.cart_id = c.id AND cpc.deleted_at IS NULL LIMIT 1) pc ON true
     WHERE c.id = ? AND c.deleted_at IS NULL`,
    [cartId]
  )
  const row = rows[0]
  if (!row) return null
  return {
    id: row.id,
    customerId: row.customer_id,
    metadata: row.metadata ?? {},
    items: (row.items ?? []).map((item: { unit_price: unknown; quantity: unknown; taxable: boolean }) => ({
      unitPrice: MathBN.convert(item.unit_price as number).toNumber(),
      quantity: MathBN.convert(item.quantity as number).toNumber(),
      taxable: item.taxable,
    })),
    pricedTotal: row.priced_total === null ? null : Number(row.priced_total),
    collectionId: row.collection_id,
    spentSessionId: row.spent_session_id,
    orderId: row.order_id,
    inventoryItemIds: row.inventory_item_ids ?? [],
  }
}

export const OUT_OF_STOCK = "Sorry, some items in your cart are no longer in stock. Please update your cart."

/**
 * Whether the cart's lines still fit in the stock that is neither sold nor reserved (every
 * location counted, so never stricter than Medusa's own reservation, which stays the final word).
 * Run while holding the cart's stock locks, so buyers of the last units are refused here, before
 * an order is made and undone.
 */
export async function assertCartInStock(knex: Knex, cartId: string) {
  const { rows } = await knex.raw(
    `SELECT need.inventory_item_id
     FROM (
       SELECT vii.inventory_item_id, sum(li.quantity * vii.required_quantity) AS needed
       FROM cart_line_item li
       JOIN product_variant v ON v.id = li.variant_id AND v.manage_inventory AND NOT v.allow_backorder AND v.deleted_at IS NULL
       JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
       WHERE li.cart_id = ? AND li.deleted_at IS NULL
       GROUP BY vii.inventory_item_id) need
     WHERE need.needed > (SELECT coalesce(sum(il.stocked_quantity - il.reserved_quantity), 0) FROM inventory_level il
                          WHERE il.inventory_item_id = need.inventory_item_id AND il.deleted_at IS NULL)
     LIMIT 1`,
    [cartId]
  )
  if (rows.length) throw invalid(OUT_OF_STOCK)
}

/**
 * A cart may be ordered as priced: the buyer's total must be the server's, and the cart must
 * not have changed since its payment was set up for its total.
 */
export function checkCartAsPriced(cart: CheckoutCart, clientTotal: number) {
  const totals = orderTotals(cart.items.map((item) => ({ ...item, status: "Not processed" })))
  if (!cart.items.length) {
    throw invalid("Your cart is empty.")
  }
  if (cart.pricedTotal === null || Math.abs(totals.totalWithTax - cart.pricedTotal) > 0.005) {
    throw invalid("Your cart has changed since it was priced. Please review your cart and try again.")
  }
  if (Math.abs(totals.total - clientTotal) > 0.005) {
    throw invalid(`Your cart has changed: its total is now Kes.${totals.total}. Please review your cart and try again.`)
  }
}
