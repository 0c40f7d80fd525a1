import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import { findProductRows } from "../catalogue/list-products"
import { cartQuantityCap } from "../../domain/catalogue/cart-cap"
import { TAXABLE_PRODUCT_TYPE } from "../../domain/shop-constants"
import { PRICES_INCLUDE_VAT, VAT_RATE_PERCENT } from "../../config/vat"
import { invalid } from "../../domain/errors"

type Requested = { product: string; quantity: number; variant?: string | null }

/**
 * Checks each requested product against the database (visible, in stock, within the cap
 * of spec §9, a known variant, chosen when the product has more than one) and returns
 * Medusa cart items priced from the stored KES price (never from the request), with the
 * VAT line of taxable products (the price includes it unless `PRICES_INCLUDE_VAT=off`).
 */
export async function toCartItems(container: MedusaContainer, requested: Requested[]) {
  const knex = knexOf(container)
  const rows = await findProductRows(knex, [...new Set(requested.map((r) => r.product))])
  const byId = new Map(rows.map((row) => [row.id, row]))
  const wanted = new Map<string, number>()
  for (const item of requested) {
    wanted.set(item.product, (wanted.get(item.product) ?? 0) + item.quantity)
  }

  for (const [productId, quantity] of wanted) {
    const row = byId.get(productId)
    if (!row) {
      throw invalid("A product in your cart is no longer available. Please remove it and try again.")
    }
    const stock = Math.max(0, Number(row.quantity ?? 0))
    if (stock === 0) {
      throw invalid(`${row.title} is out of stock.`)
    }
    const cap = cartQuantityCap(stock)
    if (quantity > cap) {
      throw invalid(`${row.title}: Quantity may not be greater than ${cap}.`)
    }
  }

  return requested.map((item) => {
    const row = byId.get(item.product)!
    const labels = Array.isArray(row.metadata?.variants) ? (row.metadata!.variants as string[]) : []
    if (labels.length > 1 && !item.variant) {
      throw invalid(`${row.title}: Please select a variant.`)
    }
    if (item.variant && !labels.includes(item.variant)) {
      throw invalid(`${row.title} has no variant ${item.variant}.`)
    }
    if (row.price === null || row.price === undefined) {
      throw invalid(`${row.title} has no price.`)
    }
    const taxable = row.type_value === TAXABLE_PRODUCT_TYPE
    return {
      title: row.title,
      product_id: row.id,
      product_title: row.title,
      product_handle: row.handle,
      variant_id: row.variant_id,
      variant_sku: row.sku ?? undefined,
      quantity: item.quantity,
      unit_price: Number(row.price),
      is_tax_inclusive: PRICES_INCLUDE_VAT,
      requires_shipping: true,
      tax_lines: taxable ? [{ code: "VAT", description: "VAT", rate: VAT_RATE_PERCENT }] : [],
      metadata: { variant: item.variant ?? null, brand_id: row.brand_id, taxable },
    }
  })
}
