import type { MedusaContainer } from "@medusajs/framework/types"
import type { Knex } from "knex"
import { knexOf } from "../knex-of"
import { MathBN } from "@medusajs/framework/utils"
import type { CheckoutLine } from "../../domain/orders/checkout-rules"
import type { CartRows } from "../../domain/orders/order-from-cart"
import { CURRENCY_CODE, TAXABLE_PRODUCT_TYPE } from "../../domain/shop-constants"
import { invalid } from "../../domain/errors"

export type CheckoutCart = {
  id: string
  customerId: string | null
  metadata: Record<string, unknown>
  createdAt: Date
  /** Each line as priced, beside its product as the catalogue has it now. */
  items: CheckoutLine[]
  /** The total the cart was priced at when it was made (its payment collection's amount). */
  pricedTotal: number | null
  collectionId: string | null
  /** A session whose payment a failed completion cancelled: it cannot pay again. */
  spentSessionId: string | null
  /** The order this cart already became: linked by Medusa, or one a crash cut short (found by metadata). */
  orderId: string | null
  /** The inventory items whose stock the cart's lines take, sorted. */
  inventoryItemIds: string[]
  /** Everything the order is made from, read in the same query (the cart is read once per checkout). */
  source: CartOrderSource
}

/** A cart's rows as stored, for building its order (`domain/orders/order-from-cart`), and what completing it needs. */
export type CartOrderSource = Omit<CartRows, "id" | "customerId"> & {
  /** The payment session completion authorises: the collection's newest session still open. */
  sessionId: string | null
  /** Per managed variant of the cart and inventory item: what a unit takes, and the sales channel's locations holding it (most free stock first). */
  stock: { variant_id: string; inventory_item_id: string; required_quantity: number; allow_backorder: boolean; location_ids: string[] | null }[]
}

type ItemRow = {
  name: string
  unit_price: unknown
  quantity: unknown
  taxable: boolean
  available: boolean
  current_price: unknown
  current_taxable: boolean
}

/**
 * The cart as checkout needs it, in one query: its lines (each with its product as the catalogue
 * has it now: whether it, its brand, the brand's merchant and its categories are still there and
 * active, its current KES price and VAT flag), the priced total and the order it already became,
 * if any.
 */
export async function loadCheckoutCart(knex: Knex, cartId: string): Promise<CheckoutCart | null> {
  const { rows } = await knex.raw(
    `SELECT c.id, c.customer_id, c.metadata, c.created_at, c.region_id, c.sales_channel_id, c.email, c.currency_code, c.locale,
       (SELECT json_agg(json_build_object(
          'name', li.product_title, 'unit_price', li.unit_price, 'quantity', li.quantity,
          'taxable', li.metadata->>'taxable' = 'true',
          'available', p.id IS NOT NULL AND p.status = 'published' AND v.id IS NOT NULL
                       AND (b.id IS NULL OR b.is_active)
                       AND (m.id IS NULL OR (m.is_active AND m.status = 'Approved'))
                       AND NOT EXISTS (SELECT 1 FROM product_category_product pcp
                                       JOIN product_category pcat ON pcat.id = pcp.product_category_id AND pcat.deleted_at IS NULL
                                       WHERE pcp.product_id = p.id AND NOT pcat.is_active),
          'current_price', price.amount,
          'current_taxable', COALESCE(pt.value = ?, false)))
        FROM cart_line_item li
        LEFT JOIN product p ON p.id = li.product_id AND p.deleted_at IS NULL
        LEFT JOIN product_variant v ON v.id = li.variant_id AND v.product_id = p.id AND v.deleted_at IS NULL
        LEFT JOIN product_type pt ON pt.id = p.type_id AND pt.deleted_at IS NULL
        LEFT JOIN product_product_brand_brand pb ON pb.product_id = p.id AND pb.deleted_at IS NULL
        LEFT JOIN brand b ON b.id = pb.brand_id AND b.deleted_at IS NULL
        LEFT JOIN merchant m ON m.id = b.merchant_id AND m.deleted_at IS NULL
        LEFT JOIN LATERAL (
          SELECT pr.amount FROM product_variant_price_set vps
          JOIN price pr ON pr.price_set_id = vps.price_set_id AND pr.deleted_at IS NULL
            AND pr.currency_code = ? AND pr.price_list_id IS NULL AND pr.rules_count = 0
          WHERE vps.variant_id = v.id AND vps.deleted_at IS NULL
          ORDER BY pr.created_at LIMIT 1) price ON true
        WHERE li.cart_id = c.id AND li.deleted_at IS NULL) AS items,
       (SELECT json_agg(DISTINCT vii.inventory_item_id ORDER BY vii.inventory_item_id)
        FROM cart_line_item li
        JOIN product_variant v ON v.id = li.variant_id AND v.manage_inventory AND v.deleted_at IS NULL
        JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
        WHERE li.cart_id = c.id AND li.deleted_at IS NULL) AS inventory_item_ids,
       (SELECT json_agg(to_jsonb(li) || jsonb_build_object(
          'tax_lines', (SELECT coalesce(json_agg(to_jsonb(t)), '[]') FROM cart_line_item_tax_line t WHERE t.item_id = li.id AND t.deleted_at IS NULL),
          'adjustments', (SELECT coalesce(json_agg(to_jsonb(a)), '[]') FROM cart_line_item_adjustment a WHERE a.item_id = li.id AND a.deleted_at IS NULL))
          ORDER BY li.created_at, li.id)
        FROM cart_line_item li WHERE li.cart_id = c.id AND li.deleted_at IS NULL) AS lines,
       (SELECT json_agg(to_jsonb(sm) || jsonb_build_object(
          'tax_lines', (SELECT coalesce(json_agg(to_jsonb(t)), '[]') FROM cart_shipping_method_tax_line t WHERE t.shipping_method_id = sm.id AND t.deleted_at IS NULL),
          'adjustments', (SELECT coalesce(json_agg(to_jsonb(a)), '[]') FROM cart_shipping_method_adjustment a WHERE a.shipping_method_id = sm.id AND a.deleted_at IS NULL))
          ORDER BY sm.created_at, sm.id)
        FROM cart_shipping_method sm WHERE sm.cart_id = c.id AND sm.deleted_at IS NULL) AS shipping_methods,
       (SELECT to_jsonb(a) FROM cart_address a WHERE a.id = c.shipping_address_id AND a.deleted_at IS NULL) AS shipping_address,
       (SELECT to_jsonb(a) FROM cart_address a WHERE a.id = c.billing_address_id AND a.deleted_at IS NULL) AS billing_address,
       (SELECT json_agg(DISTINCT jsonb_build_object(
          'variant_id', v.id, 'inventory_item_id', vii.inventory_item_id, 'required_quantity', vii.required_quantity,
          'allow_backorder', v.allow_backorder,
          'location_ids', (SELECT json_agg(il.location_id ORDER BY il.stocked_quantity - il.reserved_quantity DESC, il.created_at)
                           FROM inventory_level il
                           JOIN sales_channel_stock_location scl ON scl.stock_location_id = il.location_id
                             AND scl.sales_channel_id = c.sales_channel_id AND scl.deleted_at IS NULL
                           WHERE il.inventory_item_id = vii.inventory_item_id AND il.deleted_at IS NULL)))
        FROM cart_line_item li
        JOIN product_variant v ON v.id = li.variant_id AND v.manage_inventory AND v.deleted_at IS NULL
        JOIN product_variant_inventory_item vii ON vii.variant_id = v.id AND vii.deleted_at IS NULL
        WHERE li.cart_id = c.id AND li.deleted_at IS NULL) AS stock,
       (SELECT ps.id FROM payment_session ps
        WHERE ps.payment_collection_id = pc.id AND ps.deleted_at IS NULL
          AND ps.status IN ('pending', 'requires_more', 'authorized', 'captured', 'pending_authorization')
        ORDER BY ps.created_at DESC LIMIT 1) AS session_id,
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
    [TAXABLE_PRODUCT_TYPE, CURRENCY_CODE, cartId]
  )
  const row = rows[0]
  if (!row) return null
  const amount = (value: unknown) => MathBN.convert(value as number).toNumber()
  return {
    id: row.id,
    customerId: row.customer_id,
    metadata: row.metadata ?? {},
    createdAt: new Date(row.created_at),
    items: ((row.items ?? []) as ItemRow[]).map((item) => ({
      name: item.name,
      unitPrice: amount(item.unit_price),
      quantity: amount(item.quantity),
      taxable: item.taxable,
      available: item.available,
      currentPrice: item.current_price === null ? null : Number(item.current_price),
      currentTaxable: item.current_taxable,
    })),
    pricedTotal: row.priced_total === null ? null : Number(row.priced_total),
    collectionId: row.collection_id,
    spentSessionId: row.spent_session_id,
    orderId: row.order_id,
    inventoryItemIds: row.inventory_item_ids ?? [],
    source: {
      regionId: row.region_id,
      salesChannelId: row.sales_channel_id,
      email: row.email,
      currencyCode: row.currency_code,
      locale: row.locale ?? null,
      shippingAddress: row.shipping_address,
      billingAddress: row.billing_address,
      lines: row.lines ?? [],
      shippingMethods: row.shipping_methods ?? [],
      sessionId: row.session_id,
      stock: ((row.stock ?? []) as CartOrderSource["stock"]).map((s) => ({ ...s, required_quantity: Number(s.required_quantity) })),
    },
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

/** `loadCheckoutCart` over the shop's database, for steps outside a transaction. */
export const findCheckoutCart = (container: MedusaContainer, cartId: string) => loadCheckoutCart(knexOf(container), cartId)

/** `assertCartInStock` over the shop's database, for steps outside a transaction. */
export const checkCartInStock = (container: MedusaContainer, cartId: string) => assertCartInStock(knexOf(container), cartId)
