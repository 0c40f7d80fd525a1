import type { MedusaContainer } from "@medusajs/framework/types"
import type { RequestAccount } from "../../domain/accounts/request-account"
import { queryOrders, staffScope } from "./order-access"
import { SEARCH_LIMITS } from "../../domain/search-limits"
import { displayIdOf } from "../../domain/orders/order-number"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { toKenyanPhone } from "../../domain/notifications/kenyan-phone"
import { AWAITING_DELIVERY_DETAILS } from "../../domain/delivery/delivery-rules"
import type { LineStatus } from "../../domain/orders/line-status"
import { STORED_PAYMENT_STATE, type OrderPaymentFilter } from "../../domain/payments/mpesa"

/**
 * An order by its complete id or its short number ("DK-10342" or "10342"), among the orders the
 * caller may see (members: their own).
 */
export async function searchOrders(container: MedusaContainer, account: RequestAccount, search: string) {
  const page = { skip: 0, take: SEARCH_LIMITS.orders }
  const displayId = displayIdOf(search)
  const match = displayId === null ? { id: search } : { display_id: displayId }
  if (account.role === "ROLE_MEMBER") {
    return (await queryOrders(container, { ...match, customer_id: account.customerId }, page)).orders
  }
  const { filters, scope } = await staffScope(container, account)
  if (!("id" in filters)) {
    return (await queryOrders(container, match, page, scope)).orders
  }
  const allowed = filters.id as string[]
  return (await queryOrders(container, { ...match, id: "id" in match ? allowed.filter((id) => id === search) : allowed }, page, scope)).orders
}

/** `search`: the order's number (DK-10342), the buyer's name (part of it) or phone (any usual way of writing it). */
export type StaffOrderFilter = {
  status?: LineStatus | typeof AWAITING_DELIVERY_DETAILS
  county?: string
  payment?: OrderPaymentFilter
  search?: string
}

/** Narrows `o` (an order) to those whose number, buyer's name or buyer's phone matches the term. */
export function whereOrderMatches(query: Knex.QueryBuilder, term: string) {
  const displayId = displayIdOf(term)
  const phone = toKenyanPhone(term)
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
  query.where((or) => {
    or.whereRaw(`o.metadata->'delivery'->>'recipient' ILIKE ?`, [like])
    if (displayId !== null) or.orWhere("o.display_id", displayId)
    if (phone) or.orWhereRaw(`right(regexp_replace(coalesce(o.metadata->'delivery'->>'phone', ''), '\\D', '', 'g'), 9) = ?`, [phone.slice(-9)])
  })
}

/** Ids of the orders matching the filter, looking only at the lines of `brandIds` when given. */
async function filteredOrderIds(container: MedusaContainer, filter: StaffOrderFilter, brandIds?: string[]) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const query = knex.from({ o: "order" }).whereNull("o.deleted_at").select("o.id")
  if (filter.search) whereOrderMatches(query, filter.search)
  if (filter.county) query.whereRaw(`o.metadata->'delivery'->>'county' = ?`, [filter.county])
  if (filter.payment === "Pay on delivery") query.whereRaw(`coalesce(o.metadata->'payment'->>'method', 'cod') <> 'mpesa'`)
  else if (filter.payment) {
    // A paid order whose every line was cancelled is "Refund due", then "Refunded" once its B2C
    // refund is paid (orderPaymentJson).
    const allCancelled = `(EXISTS (SELECT 1 FROM order_item oi WHERE oi.order_id = o.id AND oi.deleted_at IS NULL)
      AND NOT EXISTS (SELECT 1 FROM order_item oi LEFT JOIN order_line ol ON ol.line_item_id = oi.item_id AND ol.deleted_at IS NULL
                      WHERE oi.order_id = o.id AND oi.deleted_at IS NULL AND coalesce(ol.status, 'Not processed') <> 'Cancelled'))`
    const state = `o.metadata->'payment'->>'state'`
    const refunded = `EXISTS (SELECT 1 FROM buyer_refund r WHERE r.order_id = o.id AND r.state = 'Paid' AND r.deleted_at IS NULL)`
    const mpesa = `o.metadata->'payment'->>'method' = 'mpesa'`
    query.whereRaw(
      filter.payment === "Refund due"
        ? `${mpesa} AND (${state} = ? OR (${state} = 'Paid' AND ${allCancelled} AND NOT ${refunded}))`
        : filter.payment === "Refunded"
          ? `${mpesa} AND ${state} = ? AND ${allCancelled} AND ${refunded}`
          : `${mpesa} AND ${state} = ? AND NOT ${allCancelled}`,
      [STORED_PAYMENT_STATE[filter.payment]]
    )
  }
  if (filter.status === AWAITING_DELIVERY_DETAILS) {
    query.whereRaw(`coalesce(o.metadata->'delivery'->>'state', ?) = ?`, [AWAITING_DELIVERY_DETAILS, AWAITING_DELIVERY_DETAILS])
  } else if (filter.status) {
    const brands = brandIds ? `AND li.metadata->>'brand_id' = ANY(?)` : ""
    query.whereRaw(
      `EXISTS (SELECT 1 FROM order_item oi JOIN order_line_item li ON li.id = oi.item_id
               JOIN order_line ol ON ol.line_item_id = oi.item_id AND ol.deleted_at IS NULL
               WHERE oi.order_id = o.id AND oi.deleted_at IS NULL AND ol.status = ? ${brands})`,
      brandIds ? [filter.status, brandIds] : [filter.status]
    )
  }
  return (await query).map((row: { id: string }) => row.id)
}

/**
 * A page of the orders the caller manages: admins all, merchants those holding their lines (only
 * those lines), filtered by line status, delivery county, payment state and a search term when asked.
 */
export async function listStaffOrders(
  container: MedusaContainer,
  account: RequestAccount,
  page: { skip: number; take: number },
  filter: StaffOrderFilter = {}
) {
  const { filters, scope } = await staffScope(container, account)
  if (!filter.status && !filter.county && !filter.payment && !filter.search) return queryOrders(container, filters, page, scope)
  const matching = await filteredOrderIds(container, filter, scope.brandIds)
  const allowed = "id" in filters ? new Set(filters.id as string[]) : null
  return queryOrders(container, { id: allowed ? matching.filter((id) => allowed.has(id)) : matching }, page, scope)
}
