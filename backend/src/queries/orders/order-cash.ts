import type { Knex } from "knex"
import type { CashCollector } from "../../domain/orders/cash-collection"

export type OrderCashFacts = {
  collector: CashCollector
  /** The seller whose rider collects (collector "seller"), and their name. */
  merchantId: string | null
  merchantName: string | null
  /** Delivery fee posted as received (by the shop, or owed by the seller). */
  feePosted: boolean
}
export type LineCashFacts = { paidCents: number; cashPosted: boolean }

/**
 * Who collects each order's cash (the shop's rider unless said otherwise), and for each line what
 * the buyer pays for it and whether its cash is in the ledger (confirmed received, or collected by
 * the seller): read once for all the orders of a page.
 */
export async function loadOrderCash(knex: Knex, orderIds: string[], lineItemIds: string[]) {
  const orders = new Map<string, OrderCashFacts>()
  const lines = new Map<string, LineCashFacts>()
  if (!orderIds.length) return { orders, lines }
  const [orderRows, lineRows] = await Promise.all([
    knex.raw(
      `SELECT o.id, oc.collector, oc.merchant_id, m.name,
         EXISTS (SELECT 1 FROM ledger_transaction t WHERE t.key = 'delivery-fee:' || o.id) AS fee_posted
       FROM "order" o
       LEFT JOIN order_cash oc ON oc.order_id = o.id AND oc.deleted_at IS NULL
       LEFT JOIN merchant m ON m.id = oc.merchant_id
       WHERE o.id = ANY(?)`,
      [orderIds]
    ),
    knex.raw(
      `SELECT lc.line_item_id, lc.paid_cents::text,
         EXISTS (SELECT 1 FROM ledger_transaction t WHERE t.key IN ('cash-collected:' || lc.line_item_id, 'line-delivered:' || lc.line_item_id)) AS cash_posted
       FROM line_commission lc WHERE lc.line_item_id = ANY(?)`,
      [lineItemIds]
    ),
  ])
  for (const row of orderRows.rows as { id: string; collector: string | null; merchant_id: string | null; name: string | null; fee_posted: boolean }[]) {
    const seller = row.collector === "seller"
    orders.set(row.id, {
      collector: seller ? "seller" : "shop",
      merchantId: seller ? row.merchant_id : null,
      merchantName: seller ? row.name : null,
      feePosted: row.fee_posted === true,
    })
  }
  for (const row of lineRows.rows as { line_item_id: string; paid_cents: string; cash_posted: boolean }[]) {
    lines.set(row.line_item_id, { paidCents: Number(row.paid_cents), cashPosted: row.cash_posted === true })
  }
  return { orders, lines }
}
