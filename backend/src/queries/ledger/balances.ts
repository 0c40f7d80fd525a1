import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import { sellerAccount } from "../../domain/ledger/accounts"
import { toShillings } from "../../domain/money"

export type SellerBalances = { pending: number; available: number; paidOut: number }

const bucketsOf = (rows: { account_id: string; balance: string }[], merchantId: string) => {
  const of = (bucket: "pending" | "available" | "paid_out") =>
    Number(rows.find((row) => row.account_id === sellerAccount(merchantId, bucket))?.balance ?? 0)
  return { pending: of("pending"), available: of("available"), paidOut: of("paid_out") }
}

/** A seller's balances in cents, read from the entries (never stored), optionally as they stood before `before`. */
export async function sellerBalanceCents(knex: Knex, merchantId: string, before?: Date): Promise<SellerBalances> {
  const { rows } = await knex.raw(
    `SELECT e.account_id, COALESCE(SUM(e.amount), 0)::text AS balance
     FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
     WHERE e.account_id = ANY(?) ${before ? "AND t.created_at < ?" : ""}
     GROUP BY e.account_id`,
    [[sellerAccount(merchantId, "pending"), sellerAccount(merchantId, "available"), sellerAccount(merchantId, "paid_out")], ...(before ? [before.toISOString()] : [])]
  )
  return bucketsOf(rows, merchantId)
}

/**
 * A seller's share of lines delivered on pay-on-delivery orders whose cash the shop's rider collected
 * and nobody but the seller has confirmed received yet (cents): not in the ledger, not payable.
 */
export async function awaitingCashCents(knex: Knex, merchantId: string): Promise<number> {
  const { rows } = await knex.raw(
    `SELECT COALESCE(SUM(lc.seller_share_cents), 0)::text AS total
     FROM line_commission lc
     JOIN order_line ol ON ol.line_item_id = lc.line_item_id AND ol.deleted_at IS NULL AND ol.status = 'Delivered'
     JOIN "order" o ON o.id = lc.order_id
     LEFT JOIN order_cash oc ON oc.order_id = lc.order_id AND oc.deleted_at IS NULL
     WHERE lc.merchant_id = ? AND COALESCE(oc.collector, 'shop') = 'shop'
       AND NOT COALESCE(o.metadata->'payment'->>'method' = 'mpesa' AND o.metadata->'payment'->>'state' = 'Paid', false)
       AND NOT EXISTS (SELECT 1 FROM ledger_transaction t WHERE t.key = 'cash-collected:' || lc.line_item_id)`,
    [merchantId]
  )
  return Number(rows[0]?.total ?? 0)
}

/**
 * `GET /api/earnings`: a seller's pending, available and paid-out balances in Kes., and what awaits
 * the shop's confirmation that the cash was received ("Awaiting cash confirmation").
 */
export async function sellerBalances(container: MedusaContainer, merchantId: string) {
  const knex = knexOf(container)
  const [cents, awaiting] = await Promise.all([sellerBalanceCents(knex, merchantId), awaitingCashCents(knex, merchantId)])
  return {
    merchantId,
    pending: toShillings(cents.pending),
    available: toShillings(cents.available),
    paidOut: toShillings(cents.paidOut),
    awaitingCash: toShillings(awaiting),
    // A clawback taken after a payout leaves available below zero; it is carried forward and blocks payouts.
    payoutBlocked: cents.available < 0,
  }
}

/** `GET /api/ledger/sellers` (admins): every merchant that has ledger accounts, with their balances, negative first. */
export async function listSellerBalances(knex: Knex) {
  const { rows } = await knex.raw(
    `SELECT a.merchant_id, m.name,
       COALESCE(SUM(e.amount) FILTER (WHERE a.kind = 'pending'), 0)::text AS pending,
       COALESCE(SUM(e.amount) FILTER (WHERE a.kind = 'available'), 0)::text AS available,
       COALESCE(SUM(e.amount) FILTER (WHERE a.kind = 'paid_out'), 0)::text AS paid_out
     FROM ledger_account a
     LEFT JOIN ledger_entry e ON e.account_id = a.id
     LEFT JOIN merchant m ON m.id = a.merchant_id AND m.deleted_at IS NULL
     WHERE a.merchant_id IS NOT NULL
     GROUP BY a.merchant_id, m.name
     ORDER BY (COALESCE(SUM(e.amount) FILTER (WHERE a.kind = 'available'), 0) < 0) DESC,
              COALESCE(SUM(e.amount) FILTER (WHERE a.kind = 'available'), 0) DESC, a.merchant_id`
  )
  return {
    sellers: (rows as { merchant_id: string; name: string | null; pending: string; available: string; paid_out: string }[]).map((row) => ({
      merchantId: row.merchant_id,
      name: row.name,
      pending: toShillings(Number(row.pending)),
      available: toShillings(Number(row.available)),
      paidOut: toShillings(Number(row.paid_out)),
      payoutBlocked: Number(row.available) < 0,
    })),
  }
}

/** `sellerBalanceCents` (now) over the shop's database, for steps. */
export const findSellerBalanceCents = (container: MedusaContainer, merchantId: string) => sellerBalanceCents(knexOf(container), merchantId)
