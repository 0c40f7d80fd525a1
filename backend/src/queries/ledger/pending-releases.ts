import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import { sellerAccount } from "../../domain/ledger/accounts"
import { releasesByDay } from "../../domain/ledger/earnings-explained"
import { toShillings } from "../../domain/money"

/**
 * When a seller's pending money becomes payable: per day (YYYY-MM-DD in the shop's time zone), the
 * pending earnings of the sales whose hold ends that day, earliest first. A line's pending part is
 * what its transactions left in the pending account (nothing once released or reversed).
 */
export async function pendingReleases(container: MedusaContainer, merchantId: string, holdDays: number, timeZone: string) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT MIN(t.created_at) FILTER (WHERE t.kind = 'sale_delivered') AS sold_at, SUM(e.amount)::text AS pending
     FROM ledger_transaction t
     JOIN ledger_entry e ON e.transaction_id = t.id AND e.account_id = ?
     WHERE t.line_item_id IS NOT NULL
     GROUP BY t.line_item_id
     HAVING SUM(e.amount) > 0 AND MIN(t.created_at) FILTER (WHERE t.kind = 'sale_delivered') IS NOT NULL`,
    [sellerAccount(merchantId, "pending")]
  )
  const sales = (rows as { sold_at: Date; pending: string }[]).map((row) => ({ soldAt: new Date(row.sold_at), pendingCents: Number(row.pending) }))
  return releasesByDay(sales, holdDays, timeZone).map(({ date, cents }) => ({ date, amount: toShillings(cents) }))
}
