import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import type { Knex } from "knex"
import { toShillings } from "../../domain/money"
import { findStaleProcessing } from "./stale"
import type { PayoutMethodKind } from "../../domain/ledger/payouts"

type Row = {
  id: string
  merchant_id: string
  name: string | null
  batch_id: string
  part: number
  amount_cents: string
  method: string
  phone: string | null
  bank: Record<string, string | null> | null
  state: string
  receipt: string | null
  reason: string | null
  result_code: string | null
  attempts: number
  unreconciled: boolean
  utility_funds: string | null
  created_at: Date
  sent_at: Date | null
  status_query_at: Date | null
  settled_at: Date | null
}

const maskPhone = (phone: string | null) => (phone ? phone.replace(/^(\d{6})\d+(\d{3})$/, "$1***$2") : null)

export const payoutJson = (row: Omit<Row, "name"> & { name?: string | null }) => ({
  _id: row.id,
  merchantId: row.merchant_id,
  merchantName: row.name ?? null,
  batchId: row.batch_id,
  part: Number(row.part),
  amount: toShillings(Number(row.amount_cents)),
  method: row.method,
  phone: maskPhone(row.phone),
  bank: row.bank,
  ...b2cStateJson(row),
})

/** What a payout and a refund both show of their B2C request: its state, receipt or reason, attempts and times. */
export const b2cStateJson = <State extends string>(row: {
  state: State
  receipt: string | null
  reason: string | null
  result_code: string | null
  attempts: number
  unreconciled: boolean
  created_at: Date
  sent_at: Date | null
  settled_at: Date | null
}) => ({
  state: row.state,
  receipt: row.receipt,
  reason: row.reason,
  resultCode: row.result_code,
  attempts: Number(row.attempts),
  unreconciled: row.unreconciled,
  createdAt: row.created_at,
  sentAt: row.sent_at,
  settledAt: row.settled_at,
})

/**
 * Admins: every payout, those needing attention first (failed, then unreconciled or still
 * processing), newest first within each; and the B2C utility account's balance as the last result
 * with one reported it.
 */
export async function listPayouts(container: MedusaContainer, limit = 500) {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT p.*, p.amount_cents::text AS amount_cents, m.name
     FROM payout p LEFT JOIN merchant m ON m.id = p.merchant_id
     WHERE p.deleted_at IS NULL
     ORDER BY CASE WHEN p.state = 'Failed' THEN 0 WHEN p.unreconciled THEN 1 WHEN p.state = 'Processing' THEN 2 ELSE 3 END,
              p.created_at DESC, p.id
     LIMIT ${Number(limit)}`
  )
  const utility = await knex("payout").select("utility_funds", "settled_at").whereNotNull("utility_funds").orderBy("settled_at", "desc").first()
  return {
    payouts: (rows as Row[]).map(payoutJson),
    utility: utility ? { balance: Number(utility.utility_funds), reportedAt: utility.settled_at } : null,
  }
}

export async function findPayout(knex: Knex, id: string) {
  const row = await knex("payout").select("*", knex.raw("amount_cents::text AS amount_cents")).where({ id }).whereNull("deleted_at").first()
  return (row as Row | undefined) ?? null
}

/** Processing M-Pesa payouts with no result `timeoutSeconds` after they were sent (or last asked about). */
export async function findStalePayouts(container: MedusaContainer, now: Date, timeoutSeconds: number, limit = 100): Promise<string[]> {
  const knex = knexOf(container)
  return findStaleProcessing(knex, "payout", { method: "mpesa" }, now, timeoutSeconds, limit)
}

/** Merchants with an available balance above zero (what "pay everyone" pays), and those blocked by a negative one. */
export async function merchantsWithAvailable(container: MedusaContainer): Promise<{ merchantId: string; availableCents: number }[]> {
  const knex = knexOf(container)
  const { rows } = await knex.raw(
    `SELECT a.merchant_id, COALESCE(SUM(e.amount), 0)::text AS available
     FROM ledger_account a LEFT JOIN ledger_entry e ON e.account_id = a.id
     WHERE a.kind = 'available' AND a.merchant_id IS NOT NULL
     GROUP BY a.merchant_id HAVING COALESCE(SUM(e.amount), 0) <> 0
     ORDER BY a.merchant_id`
  )
  return (rows as { merchant_id: string; available: string }[]).map((row) => ({ merchantId: row.merchant_id, availableCents: Number(row.available) }))
}

export async function findPayoutMethod(container: MedusaContainer, merchantId: string) {
  const knex = knexOf(container)
  const row = await knex("payout_method").where({ merchant_id: merchantId }).whereNull("deleted_at").first()
  return (row as
    | { id: string; merchant_id: string; kind: PayoutMethodKind; phone: string | null; bank_name: string | null; bank_branch: string | null; account_name: string | null; account_number: string | null; updated_at: Date }
    | undefined) ?? null
}

export const payoutMethodJson = (row: Awaited<ReturnType<typeof findPayoutMethod>>) =>
  row
    ? {
        kind: row.kind,
        phone: row.phone,
        bank: row.kind === "bank" ? { bankName: row.bank_name, branch: row.bank_branch, accountName: row.account_name, accountNumber: row.account_number } : null,
        updatedAt: row.updated_at,
      }
    : null
