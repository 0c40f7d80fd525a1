import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { LINE_STATUSES, type LineStatus } from "../../domain/orders/line-status"
import { merchantBrandIds } from "./order-access"
import { whereOrderMatches } from "./search-orders"

export type SaleCounts = Record<LineStatus, number>

/**
 * For the Customer Orders tabs (issue item 12): per line status, how many orders hold a line in it
 * that the caller sees (a merchant: their brands' lines; an admin: all), among the orders matching
 * the search term when given. An order with lines in two statuses counts in both.
 */
export async function saleCounts(container: MedusaContainer, account: RequestAccount, search?: string): Promise<SaleCounts> {
  const counts = Object.fromEntries(LINE_STATUSES.map((status) => [status, 0])) as SaleCounts
  const brandIds = account.role === "ROLE_ADMIN" ? null : await merchantBrandIds(container, account.merchantId)
  if (brandIds && !brandIds.length) return counts
  const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const query = knex
    .from({ o: "order" })
    .join({ oi: "order_item" }, "oi.order_id", "o.id")
    .join({ li: "order_line_item" }, "li.id", "oi.item_id")
    .leftJoin({ ol: "order_line" }, (on) => on.on("ol.line_item_id", "=", "oi.item_id").andOnNull("ol.deleted_at"))
    .whereNull("o.deleted_at")
    .whereNull("oi.deleted_at")
    .select(knex.raw(`coalesce(ol.status, 'Not processed') AS status`), knex.raw(`count(DISTINCT o.id)::int AS count`))
    .groupByRaw("1")
  if (brandIds) query.whereRaw(`li.metadata->>'brand_id' = ANY(?)`, [brandIds])
  if (search) whereOrderMatches(query, search)
  for (const row of (await query) as { status: LineStatus; count: number }[]) counts[row.status] = row.count
  return counts
}
