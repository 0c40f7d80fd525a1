import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { ORDER_LINE_MODULE } from "../../modules/order-line"
import type OrderLineModuleService from "../../modules/order-line/service"
import type { LineStatus } from "../../modules/order-line/models/order-line"
import { findOrderProducts } from "./order-products"
import { orderTotals } from "../../domain/orders/totals"

export const ORDER_FIELDS = [
  "id",
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
  created_at: string | Date
  metadata?: Record<string, unknown> | null
  customer_id?: string | null
  cart?: { id: string } | null
  items?: ({ id: string; title: string; quantity: unknown; detail?: { quantity: unknown } | null; unit_price: unknown; product_id?: string | null; metadata?: Record<string, unknown> | null } | null)[] | null
}

export type OrderScope = { brandIds?: string[] }

/** Orders in the API's shape: each line with its product (or null), status and prices, and the totals. */
export async function toOrdersJson(container: MedusaContainer, orders: StoredOrder[], scope: OrderScope = {}) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const items = orders.flatMap((order) => (order.items ?? []).filter(Boolean).map((item) => item!))
  const [products, statuses] = await Promise.all([
    findOrderProducts(knex, [...new Set(items.map((item) => item.product_id).filter(Boolean) as string[])]),
    container.resolve<OrderLineModuleService>(ORDER_LINE_MODULE).listOrderLines({ line_item_id: items.map((i) => i.id) }),
  ])
  const statusOf = new Map(statuses.map((line) => [line.line_item_id, line.status as LineStatus]))

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
        return {
          _id: item.id,
          product: (item.product_id && products.get(item.product_id)) || null,
          name: item.title,
          status: statusOf.get(item.id) ?? ("Not processed" as LineStatus),
          quantity,
          purchasePrice: unitPrice,
          totalPrice: Math.round(unitPrice * quantity * 100) / 100,
          variant: (item.metadata?.variant as string | null) ?? null,
          taxable: item.metadata?.taxable === true,
        }
      })
    const totals = orderTotals(lines.map((line) => ({ ...line, unitPrice: line.purchasePrice })))
    return {
      _id: order.id,
      cartId: order.cart?.id ?? null,
      created: order.created_at,
      message: (order.metadata?.message as string) ?? "",
      ...totals,
      status: lines.length && lines.every((line) => line.status === "Cancelled") ? "Cancelled" : "Placed",
      products: lines,
    }
  })
}

export type OrderJson = Awaited<ReturnType<typeof toOrdersJson>>[number]
