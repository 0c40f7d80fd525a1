/**
 * A cart's stored rows turned into Medusa's order input and its stock reservations, as Medusa's
 * own `completeCartWorkflow` does (its `prepareLineItemData`, `prepareTaxLinesData`,
 * `prepareAdjustmentsData` and `prepareConfirmInventoryInput`), from rows the checkout has
 * already read: the shop's carts carry no promotions, credit lines or gift cards.
 */
import type { CreateOrderDTO } from "@medusajs/framework/types"

type Row = Record<string, unknown>

export type CartRows = {
  id: string
  customerId: string | null
  regionId: string | null
  salesChannelId: string | null
  email: string | null
  currencyCode: string
  locale: string | null
  shippingAddress: Row | null
  billingAddress: Row | null
  lines: Row[]
  shippingMethods: Row[]
}

export type StockNeed = {
  variant_id: string
  inventory_item_id: string
  required_quantity: number
  allow_backorder: boolean
  location_ids: string[] | null
}

/** What the checkout changed on the cart just before (its metadata and the delivery's fee). */
export type CartChanges = {
  metadata: Record<string, unknown>
  /** The shipping method's amount and name when the delivery has a fee (free delivery: as stored). */
  shipping: { amount: number; name: string } | null
}

const ADDRESS_FIELDS = [
  "customer_id", "company", "first_name", "last_name", "address_1", "address_2", "city",
  "country_code", "province", "postal_code", "phone", "metadata",
] as const

function address(row: Row | null) {
  if (!row) return null
  return Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, row[field] ?? null]))
}

const list = (value: unknown) => (Array.isArray(value) ? (value as Row[]) : [])
/** An amount as stored: its raw column (exact decimal) when present, else the number. */
const amount = (row: Row, field: string) => (row[`raw_${field}`] ?? row[field]) as number | string | Record<string, unknown>
const optional = (row: Row, field: string) => (row[field] === undefined ? null : row[field])

function taxLines(rows: Row[]) {
  return rows.map((t) => ({
    description: t.description,
    tax_rate_id: t.tax_rate_id,
    code: t.code,
    rate: t.rate,
    provider_id: t.provider_id,
    metadata: t.metadata ?? null,
    data: t.data ?? null,
  }))
}

function adjustments(rows: Row[]) {
  return rows.map((a) => ({
    code: a.code,
    amount: amount(a, "amount"),
    description: a.description,
    promotion_id: a.promotion_id,
    provider_id: a.provider_id,
    is_tax_inclusive: a.is_tax_inclusive,
  }))
}

/** The input of Medusa's `createOrdersStep` for the cart (status pending, its items, delivery and metadata). */
export function orderFromCart(cart: CartRows, changes: CartChanges): CreateOrderDTO {
  const items = cart.lines.map((line) => ({
    quantity: Number(line.quantity),
    title: line.title,
    subtitle: optional(line, "subtitle"),
    thumbnail: optional(line, "thumbnail"),
    product_id: line.product_id,
    product_title: line.product_title,
    product_description: optional(line, "product_description"),
    product_subtitle: optional(line, "product_subtitle"),
    product_type: optional(line, "product_type"),
    product_type_id: optional(line, "product_type_id"),
    product_collection: optional(line, "product_collection"),
    product_handle: optional(line, "product_handle"),
    variant_id: line.variant_id,
    variant_sku: optional(line, "variant_sku"),
    variant_barcode: optional(line, "variant_barcode"),
    variant_title: optional(line, "variant_title"),
    variant_option_values: optional(line, "variant_option_values"),
    is_discountable: line.is_discountable,
    is_giftcard: false,
    requires_shipping: line.requires_shipping,
    unit_price: amount(line, "unit_price"),
    compare_at_unit_price: line.compare_at_unit_price === null || line.compare_at_unit_price === undefined ? undefined : amount(line, "compare_at_unit_price"),
    is_tax_inclusive: Boolean(line.is_tax_inclusive),
    ...(line.is_custom_price ? { is_custom_price: true } : {}),
    metadata: line.metadata ?? {},
    tax_lines: taxLines(list(line.tax_lines)),
    adjustments: adjustments(list(line.adjustments)),
  }))
  const shippingMethods = cart.shippingMethods.map((method, index) => ({
    name: index === 0 && changes.shipping ? changes.shipping.name : method.name,
    description: optional(method, "description"),
    amount: index === 0 && changes.shipping ? changes.shipping.amount : amount(method, "amount"),
    is_tax_inclusive: Boolean(method.is_tax_inclusive),
    shipping_option_id: method.shipping_option_id,
    data: method.data ?? {},
    metadata: method.metadata ?? null,
    tax_lines: taxLines(list(method.tax_lines)),
    adjustments: adjustments(list(method.adjustments)),
  }))
  // The rows' columns are Medusa's own, typed here once as the order input they already are.
  return {
    region_id: cart.regionId,
    customer_id: cart.customerId,
    sales_channel_id: cart.salesChannelId,
    status: "pending",
    email: cart.email,
    currency_code: cart.currencyCode,
    locale: cart.locale,
    shipping_address: address(cart.shippingAddress),
    billing_address: address(cart.billingAddress),
    no_notification: false,
    items,
    shipping_methods: shippingMethods,
    metadata: changes.metadata,
    promo_codes: [],
    credit_lines: [],
  } as unknown as CreateOrderDTO
}

/** An order's reservations: one per line and inventory item it takes (shaped as Medusa's `reserveInventoryStep` input). */
export function reservationsFor(items: { id: string; variant_id?: string | null; quantity: unknown }[], stock: StockNeed[]) {
  return items.flatMap((item) =>
    stock
      .filter((need) => need.variant_id === item.variant_id)
      .map((need) => ({
        id: item.id,
        inventory_item_id: need.inventory_item_id,
        required_quantity: need.required_quantity,
        allow_backorder: need.allow_backorder,
        quantity: Number(item.quantity),
        location_ids: need.location_ids ?? [],
      }))
  )
}
