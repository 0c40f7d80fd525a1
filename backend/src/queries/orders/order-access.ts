import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { BRAND_MODULE, type BrandModuleService } from "../../modules/brand"
import { ORDER_FIELDS, OrderScope, toOrdersJson } from "./load-orders"
import { notFound } from "../../domain/errors"

export const NO_ORDER = "No order found."

/** The brands whose order lines a merchant sees. */
export async function merchantBrandIds(container: MedusaContainer, merchantId: string | null) {
  if (!merchantId) return []
  const brands = await container.resolve<BrandModuleService>(BRAND_MODULE).listBrands({ merchant_id: merchantId }, { select: ["id"] })
  return brands.map((b) => b.id)
}

/** Ids of orders holding a line of one of the brands. */
export async function orderIdsWithBrands(container: MedusaContainer, brandIds: string[]) {
  if (!brandIds.length) return []
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const rows: { order_id: string }[] = await knex
    .from({ oi: "order_item" })
    .join({ li: "order_line_item" }, "li.id", "oi.item_id")
    .whereNull("oi.deleted_at")
    // whereIn's types take no raw column; this is the statement whereIn builds.
    .whereRaw(`li.metadata->>'brand_id' in (${brandIds.map(() => "?").join(", ")})`, brandIds)
    .distinct("oi.order_id")
  return rows.map((row) => row.order_id)
}

/** What the caller may see of all orders: everything (admin) or their brands' lines (merchant). */
export async function staffScope(container: MedusaContainer, account: RequestAccount) {
  if (account.role === "ROLE_ADMIN") {
    return { filters: {}, scope: {} as OrderScope }
  }
  const brandIds = await merchantBrandIds(container, account.merchantId)
  return { filters: { id: await orderIdsWithBrands(container, brandIds) }, scope: { brandIds } }
}

type Page = { skip: number; take: number }

export async function queryOrders(container: MedusaContainer, filters: Record<string, unknown>, page: Page, scope: OrderScope = {}) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data, metadata } = await query.graph({
    entity: "order",
    fields: ORDER_FIELDS,
    filters,
    pagination: { ...page, order: { created_at: "DESC" } },
  })
  return { orders: await toOrdersJson(container, data, scope), count: metadata?.count ?? data.length }
}

/**
 * One order as the caller may see it: the buyer and admins see all of it, a merchant only
 * their lines; anyone else gets 404, so other people's orders do not leak.
 */
export async function findOrderFor(container: MedusaContainer, account: RequestAccount, orderId: string) {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id: orderId } })
  const stored = data[0]
  if (!stored) {
    throw notFound(NO_ORDER)
  }
  const isBuyer = stored.customer_id === account.customerId
  if (isBuyer || account.role === "ROLE_ADMIN") {
    const [order] = await toOrdersJson(container, [stored])
    return { order, stored, isBuyer, brandIds: undefined }
  }
  if (account.role === "ROLE_MERCHANT") {
    const brandIds = await merchantBrandIds(container, account.merchantId)
    const [order] = await toOrdersJson(container, [stored], { brandIds })
    if (order.products.length) {
      return { order, stored, isBuyer, brandIds }
    }
  }
  throw notFound(NO_ORDER)
}
