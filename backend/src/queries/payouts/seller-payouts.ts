import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import { PAYOUT_HOLD_MESSAGES, payoutHoldOf } from "../../domain/ledger/payout-holds"
import { PAYOUT_MESSAGES, type PayoutMethodKind } from "../../domain/ledger/payouts"
import { DAY_MS } from "../../domain/ledger/settings"
import { listSellerBalances } from "../ledger/balances"
import { maskPhone } from "./refunds"

type FactRow = {
  merchant_id: string
  is_active: boolean | null
  deleted_at: Date | null
  merchant_found: boolean
  kind: PayoutMethodKind | null
  phone: string | null
  bank_name: string | null
  account_number: string | null
  first_sale_at: Date | null
}

/** A bank account number shown to staff: only its last four characters. */
const maskAccount = (value: string | null) => (value ? `••••${value.slice(-4)}` : null)

/**
 * `GET /api/ledger/sellers` (admins), the Payouts page's sellers: each seller's balances (as
 * listSellerBalances), when their pending earnings next become payable (the oldest unreleased
 * sale plus the hold), the payout method they chose (masked), and, when "Approve payout" cannot
 * be used, why (the same reasons, in the same order, as the approval's own checks). One query
 * for the facts of every seller, not one per seller.
 */
export async function listSellerPayouts(container: MedusaContainer, options: { holdDays: number; b2cReady: boolean }) {
  const knex = knexOf(container)
  const { sellers } = await listSellerBalances(knex)
  const ids = sellers.map((seller) => seller.merchantId)
  const { rows } = ids.length
    ? await knex.raw(
        `SELECT ids.merchant_id, m.is_active, m.deleted_at, m.id IS NOT NULL AS merchant_found,
           pm.kind, pm.phone, pm.bank_name, pm.account_number,
           (SELECT MIN(t.created_at) FROM line_commission lc
              JOIN ledger_transaction t ON t.key = 'line-delivered:' || lc.line_item_id AND t.kind <> 'sale_collected_by_seller'
              WHERE lc.merchant_id = ids.merchant_id AND lc.seller_share_cents <> 0
                AND NOT EXISTS (SELECT 1 FROM ledger_transaction r WHERE r.key IN ('line-released:' || lc.line_item_id, 'line-reversed:' || lc.line_item_id))
           ) AS first_sale_at
         FROM unnest(?::text[]) AS ids(merchant_id)
         LEFT JOIN merchant m ON m.id = ids.merchant_id
         LEFT JOIN payout_method pm ON pm.merchant_id = ids.merchant_id AND pm.deleted_at IS NULL`,
        [ids]
      )
    : { rows: [] }
  const facts = new Map((rows as FactRow[]).map((row) => [row.merchant_id, row]))
  return {
    sellers: sellers.map((seller) => {
      const fact = facts.get(seller.merchantId)
      const hold = payoutHoldOf(fact?.merchant_found ? { isActive: !!fact.is_active, deleted: fact.deleted_at !== null } : null)
      const payoutMethod = !fact?.kind
        ? null
        : fact.kind === "mpesa"
          ? { kind: "mpesa" as const, phone: maskPhone(fact.phone), bankName: null, account: null }
          : { kind: "bank" as const, phone: null, bankName: fact.bank_name, account: maskAccount(fact.account_number) }
      const payableOn = fact?.first_sale_at && seller.pending > 0 ? new Date(new Date(fact.first_sale_at).getTime() + options.holdDays * DAY_MS) : null
      const notPayable = seller.payoutBlocked
        ? PAYOUT_MESSAGES.blocked
        : hold
          ? PAYOUT_HOLD_MESSAGES[hold]
          : !payoutMethod
            ? PAYOUT_MESSAGES.noMethod
            : payoutMethod.kind === "mpesa" && !options.b2cReady
              ? PAYOUT_MESSAGES.b2cNotConfigured
              : seller.available <= 0
                ? payableOn
                  ? "Nothing is available yet: pending earnings become payable after the hold."
                  : "Nothing is available to pay out."
                : null
      return { ...seller, payableOn, payoutMethod, hold, notPayable }
    }),
  }
}
