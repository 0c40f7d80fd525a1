import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import { sellerAccount } from "../../domain/ledger/accounts"
import { orderNumber } from "../../domain/orders/order-number"
import { commissionExplanation, payableOn } from "../../domain/ledger/earnings-explained"
import { basisPointsToPercent } from "../../domain/ledger/settings"
import { ledgerSettings } from "../../config/ledger"
import { SHOP_TIME_ZONE } from "../../config/time-zone"
import { sellerBalanceCents } from "./balances"
import { toShillings } from "../../domain/money"

type Row = {
  transaction_id: string
  key: string
  kind: string
  created_at: Date
  order_id: string | null
  line_item_id: string | null
  display_id: number | null
  product_title: string | null
  quantity: string | null
  paid_cents: string | null
  commission_cents: string | null
  commission_vat_cents: string | null
  net_cents: string | null
  rate_bp: number | null
  payout_id: string | null
  payout_state: string | null
  receipt: string | null
  pending: string
  available: string
  paid_out: string
}

/**
 * A seller's statement for [from, to): the balance they are owed (pending + available) at the
 * start, each transaction of the period that moved it (a sale with its gross, commission and
 * share; a refund or clawback; a payout), the period's totals, and the balance at the end. Every
 * line names its order and line item.
 */
export async function sellerStatement(container: MedusaContainer, merchantId: string, from: Date, to: Date) {
  const knex = knexOf(container)
  const opening = await sellerBalanceCents(knex, merchantId, from)
  const closing = await sellerBalanceCents(knex, merchantId, to)
  const accounts = ["pending", "available", "paid_out"].map((bucket) => sellerAccount(merchantId, bucket as "pending"))
  const { rows } = await knex.raw(
    `SELECT t.id AS transaction_id, t.key, t.kind, t.created_at, t.order_id, t.line_item_id, o.display_id,
       li.product_title, lc_q.quantity, lc.paid_cents::text, lc.commission_cents::text, lc.commission_vat_cents::text, lc.net_cents::text, lc.rate_bp,
       p.id AS payout_id, p.state AS payout_state, p.receipt,
       COALESCE(SUM(e.amount) FILTER (WHERE e.account_id = ?), 0)::text AS pending,
       COALESCE(SUM(e.amount) FILTER (WHERE e.account_id = ?), 0)::text AS available,
       COALESCE(SUM(e.amount) FILTER (WHERE e.account_id = ?), 0)::text AS paid_out
     FROM ledger_transaction t
     JOIN ledger_entry e ON e.transaction_id = t.id AND e.account_id = ANY(?)
     LEFT JOIN "order" o ON o.id = t.order_id
     LEFT JOIN order_line_item li ON li.id = t.line_item_id
     LEFT JOIN line_commission lc ON lc.line_item_id = t.line_item_id
     LEFT JOIN payout p ON t.kind IN ('payout', 'payout_settled', 'payout_failed', 'payout_late_settled') AND p.id = split_part(t.key, ':', 2)
     LEFT JOIN LATERAL (SELECT oi.quantity::text AS quantity FROM order_item oi WHERE oi.item_id = t.line_item_id
                        ORDER BY oi.version DESC LIMIT 1) lc_q ON true
     WHERE t.created_at >= ? AND t.created_at < ?
     GROUP BY t.id, o.display_id, li.product_title, lc_q.quantity, lc.paid_cents, lc.commission_cents, lc.commission_vat_cents, lc.net_cents, lc.rate_bp,
       p.id, p.state, p.receipt
     ORDER BY t.created_at, t.id`,
    [...accounts, accounts, from.toISOString(), to.toISOString()]
  )
  const { holdDays } = ledgerSettings()
  const totals = { grossSales: 0, commission: 0, refundsAndClawbacks: 0, payouts: 0 }
  const lines = (rows as Row[]).map((row) => {
    const owed = Number(row.pending) + Number(row.available)
    // A sale paid at the door to the seller's own rider is a sale too (its commission owed by the seller).
    const sale = row.kind === "sale_delivered" || row.kind === "sale_collected_by_seller"
    const reversal = row.kind === "sale_reversed"
    const commissionCents = Number(row.commission_cents ?? 0) + Number(row.commission_vat_cents ?? 0)
    if (sale) {
      totals.grossSales += Number(row.paid_cents ?? 0)
      totals.commission += commissionCents
    }
    if (reversal) totals.refundsAndClawbacks += owed
    // A payout takes money out of available (into transit, or straight to paid out); a failed one puts it back
    // (and a success that came after all takes it out again).
    if (row.kind === "payout" || row.kind === "payout_failed" || row.kind === "payout_late_settled") totals.payouts -= Number(row.available)
    return {
      transactionId: row.transaction_id,
      key: row.key,
      kind: row.kind,
      date: row.created_at,
      orderId: row.order_id,
      orderNumber: row.display_id ? orderNumber(Number(row.display_id)) : null,
      lineItemId: row.line_item_id,
      product: row.product_title,
      quantity: row.quantity === null ? null : Number(row.quantity),
      gross: sale || reversal ? toShillings((reversal ? -1 : 1) * Number(row.paid_cents ?? 0)) : null,
      commissionPercent: row.rate_bp === null ? null : basisPointsToPercent(Number(row.rate_bp)),
      commission: sale || reversal ? toShillings((reversal ? -1 : 1) * commissionCents) : null,
      // How the commission was computed, from the line's frozen rate and base: "10% of Kes. 1,896.55, the price before VAT".
      commissionExplained:
        (sale || reversal) && row.rate_bp !== null && row.net_cents !== null
          ? commissionExplanation({ rateBp: Number(row.rate_bp), netCents: Number(row.net_cents), commissionVatCents: Number(row.commission_vat_cents ?? 0) })
          : null,
      // A sale held pending: the day (shop's time zone) it becomes payable; null for everything else.
      availableOn: row.kind === "sale_delivered" && Number(row.pending) > 0 ? payableOn(new Date(row.created_at), holdDays, SHOP_TIME_ZONE) : null,
      // The change to what the seller is owed (pending + available); a release moves money between them and is 0.
      amount: toShillings(owed),
      pending: toShillings(Number(row.pending)),
      available: toShillings(Number(row.available)),
      paidOut: toShillings(Number(row.paid_out)),
      // A payout's line names the payout, its state now and its receipt (M-Pesa's, or the bank's reference).
      payout: row.payout_id ? { id: row.payout_id, state: row.payout_state, receipt: row.receipt } : null,
    }
  })
  const owed = (balances: { pending: number; available: number }) => balances.pending + balances.available
  return {
    merchantId,
    from,
    to,
    openingBalance: toShillings(owed(opening)),
    grossSales: toShillings(totals.grossSales),
    commission: toShillings(totals.commission),
    refundsAndClawbacks: toShillings(totals.refundsAndClawbacks),
    payouts: toShillings(totals.payouts),
    closingBalance: toShillings(owed(closing)),
    closing: { pending: toShillings(closing.pending), available: toShillings(closing.available), paidOut: toShillings(closing.paidOut) },
    lines,
  }
}
