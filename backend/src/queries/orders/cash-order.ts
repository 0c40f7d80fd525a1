import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { CashCollector } from "../../domain/orders/cash-collection"

export type CashOrderLine = { lineItemId: string; status: string; merchantId: string | null; paidCents: number; cashPosted: boolean }

/**
 * One order as the cash rules read it, fresh (under the order's lock): whether it was paid by
 * M-Pesa, who collects its cash, and each line's status, seller (its brand's merchant), price and
 * whether its cash is in the ledger. Null when there is no such order.
 */
export async function loadCashOrder(container: MedusaContainer, orderId: string) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT COALESCE(o.metadata->'payment'->>'method' = 'mpesa' AND o.metadata->'payment'->>'state' = 'Paid', false) AS prepaid,
       COALESCE(oc.collector, 'shop') AS collector
     FROM "order" o LEFT JOIN order_cash oc ON oc.order_id = o.id AND oc.deleted_at IS NULL
     WHERE o.id = ? AND o.deleted_at IS NULL`,
    [orderId]
  )
  const order = (rows as { prepaid: boolean; collector: CashCollector }[])[0]
  if (!order) return null
  const lines = await knex.raw(
    `SELECT DISTINCT ON (oi.item_id) oi.item_id, COALESCE(ol.status, 'Not processed') AS status, b.merchant_id,
       COALESCE(lc.paid_cents, 0)::text AS paid_cents,
       EXISTS (SELECT 1 FROM ledger_transaction t WHERE t.key IN ('cash-collected:' || oi.item_id, 'line-delivered:' || oi.item_id)) AS cash_posted
     FROM order_item oi
     JOIN order_line_item li ON li.id = oi.item_id
     LEFT JOIN order_line ol ON ol.line_item_id = oi.item_id AND ol.deleted_at IS NULL
     LEFT JOIN brand b ON b.id = li.metadata->>'brand_id'
     LEFT JOIN line_commission lc ON lc.line_item_id = oi.item_id
     WHERE oi.order_id = ? AND oi.deleted_at IS NULL
     ORDER BY oi.item_id, oi.version DESC`,
    [orderId]
  )
  return {
    prepaid: order.prepaid === true,
    collector: order.collector === "seller" ? ("seller" as const) : ("shop" as const),
    lines: (lines.rows as { item_id: string; status: string; merchant_id: string | null; paid_cents: string; cash_posted: boolean }[]).map(
      (row): CashOrderLine => ({
        lineItemId: row.item_id,
        status: row.status,
        merchantId: row.merchant_id,
        paidCents: Number(row.paid_cents),
        cashPosted: row.cash_posted === true,
      })
    ),
  }
}
