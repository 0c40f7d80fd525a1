import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { ORDER_LINE_MODULE, type OrderLineModuleService } from "../../modules/order-line"
import type { LineStatus } from "../../domain/orders/line-status"
import { findOrderProducts } from "./order-products"
import { refundedOrderIds } from "./order-refunds"
import { orderTotals } from "../../domain/orders/totals"
import { orderNumber } from "../../domain/orders/order-number"
import { lineTimeline, type StatusChange } from "../../domain/orders/line-timeline"
import { toDeliveryJson, type StoredDelivery } from "../../domain/delivery/order-delivery"
import { orderPaymentJson, type StoredOrderPayment } from "../../domain/payments/mpesa"
import { orderCashJson } from "../../domain/orders/cash-collection"
import { loadOrderCash } from "./order-cash"
import { lineShippingJson } from "../../domain/orders/line-shipping"
import { roundToCent } from "../../domain/money"
import { PRICES_INCLUDE_VAT, VAT_RATE_PERCENT } from "../../config/vat"

export const ORDER_FIELDS = [
  "id",
  "display_id",
  "created_at",
  "metadata",
  "customer_id",
  "cart.id",
  "items.id",
  "items.title",
  "items.quantity",
  "items.detail.quantity",
  "items.unit_price",
  "items.product_id",
  "items.metadata",
]

type StoredOrder = {
  id: string
  display_id?: number | string | null
  created_at: string | Date
  metadata?: Record<string, unknown> | null
  customer_id?: string | null
  cart?: { id: string } | null
  items?: ({ id: string; title: string; quantity: unknown; detail?: { quantity: unknown } | null; unit_price: unknown; product_id?: string | null; metadata?: Record<string, unknown> | null } | null)[] | null
}

export type OrderScope = { brandIds?: string[] }

/**
 * Orders in the API's shape: the short number, each line with its product (or null), status, prices
 * and timeline, and the totals. Products, statuses and status changes are read once for all the
 * orders given, never per order or line.
 */
export async function toOrdersJson(container: MedusaContainer, orders: StoredOrder[], scope: OrderScope = {}) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const items = orders.flatMap((order) => (order.items ?? []).filter(Boolean).map((item) => item!))
  const orderLines = container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE)
  const lineIds = items.map((i) => i.id)
  const [products, statuses, changes, refunded, cash] = await Promise.all([
    findOrderProducts(knex, [...new Set(items.map((item) => item.product_id).filter(Boolean) as string[])]),
    orderLines.listOrderLines({ line_item_id: lineIds }),
    orderLines.listOrderLineChanges(
      { line_item_id: lineIds },
      { select: ["line_item_id", "from_status", "to_status", "created_at"], order: { created_at: "ASC", id: "ASC" } }
    ),
    refundedOrderIds(knex, orders.map((order) => order.id)),
    loadOrderCash(knex, orders.map((order) => order.id), lineIds),
  ])
  const statusOf = new Map(statuses.map((line) => [line.line_item_id, line.status as LineStatus]))
  const recordOf = new Map(statuses.map((line) => [line.line_item_id, line]))
  const changesOf = new Map<string, StatusChange[]>()
  for (const change of changes) {
    changesOf.set(change.line_item_id, [...(changesOf.get(change.line_item_id) ?? []), change])
  }

  return orders.map((order) => {
    const lines = (order.items ?? [])
      .filter(Boolean)
      .map((item) => item!)
      // Line ids grow with creation, so every response lists an order's lines alike.
      .sort((a, b) => a.id.localeCompare(b.id))
      .filter((item) => !scope.brandIds || scope.brandIds.includes(String(item.metadata?.brand_id)))
      .map((item) => {
        const unitPrice = MathBN.convert(item.unit_price as number).toNumber()
        // The ordered quantity lives on the order item (detail); the line's own field may be 0.
        const quantity = MathBN.convert((item.detail?.quantity ?? item.quantity) as number).toNumber()
        const status = statusOf.get(item.id) ?? ("Not processed" as LineStatus)
        return {
          _id: item.id,
          product: (item.product_id && products.get(item.product_id)) || null,
          name: item.title,
          status,
          quantity,
          purchasePrice: unitPrice,
          totalPrice: roundToCent(unitPrice * quantity),
          variant: (item.metadata?.variant as string | null) ?? null,
          taxable: item.metadata?.taxable === true,
          timeline: lineTimeline(order.created_at, status, changesOf.get(item.id) ?? []),
          // Who carries it, once shipped with a rider or courier named (issue item 13).
          shipping: lineShippingJson(recordOf.get(item.id)),
        }
      })
    const delivery = toDeliveryJson(order.metadata?.delivery as StoredDelivery | undefined)
    const cancelled = lines.length > 0 && lines.every((line) => line.status === "Cancelled")
    // The fee is the whole order's: a merchant's view of their own lines leaves it out.
    const shipping = scope.brandIds || cancelled ? 0 : delivery.fee
    const totals = orderTotals(lines.map((line) => ({ ...line, unitPrice: line.purchasePrice })), PRICES_INCLUDE_VAT, VAT_RATE_PERCENT)
    const payment = orderPaymentJson(order.metadata?.payment as StoredOrderPayment | undefined, cancelled, refunded.has(order.id))
    const totalWithTax = roundToCent(totals.totalWithTax + shipping)
    const cashFacts = cash.orders.get(order.id)
    const cashLines = lines.map((line) => ({ status: line.status, paidCents: null, cashPosted: false, ...cash.lines.get(line._id) }))
    // The seller's rider collects the delivery fee too, so the seller sees it in what they collect.
    const cashFee = cashFacts?.collector === "seller" && !cancelled ? delivery.fee : shipping
    return {
      _id: order.id,
      // Medusa assigns it on insert (NOT NULL); the generated types spell it as text.
      number: orderNumber(Number(order.display_id)),
      cartId: order.cart?.id ?? null,
      created: order.created_at,
      message: (order.metadata?.message as string) ?? "",
      ...totals,
      shipping,
      totalWithTax,
      status: cancelled ? "Cancelled" : "Placed",
      delivery,
      payment,
      // Pay on delivery: who collects the cash at the door, how much, and how much awaits the shop's confirmation.
      cash: payment.method === "cod" && cashFacts ? orderCashJson(cashFacts, cashLines, roundToCent(totals.totalWithTax + cashFee), cashFee) : null,
      products: lines,
    }
  })
}

export type OrderJson = Awaited<ReturnType<typeof toOrdersJson>>[number]
