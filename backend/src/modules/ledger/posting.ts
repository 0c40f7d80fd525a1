import type { Knex } from "knex"
import { generateEntityId } from "@medusajs/framework/utils"
import { conflict } from "../../domain/errors"
import { describeAccount } from "../../domain/ledger/accounts"
import { assertBalanced, compact, overdrawnAccounts, type Entry } from "../../domain/ledger/posting"

/*
 * The ledger module's SQL, inside a caller's knex transaction: internal to the module (only
 * ./service.ts calls these). Outside this module, post through LedgerModuleService.
 */

export type LedgerRefs = { orderId?: string | null; lineItemId?: string | null; merchantId?: string | null; paymentId?: string | null }

export type PostInput = LedgerRefs & { key: string; kind: string; entries: Entry[] }

export type PostResult = { key: string; transactionId: string; posted: boolean }

export const OVERDRAFT_MESSAGE = "A payout may not take a seller's available balance below zero."

/** Creates missing account rows, then locks all of them in id order (one fixed order: no deadlock between posts). */
export async function lockAccounts(trx: Knex.Transaction, codes: string[]) {
  const sorted = [...new Set(codes)].sort()
  for (const code of sorted) {
    const { kind, merchantId } = describeAccount(code)
    await trx.raw(`INSERT INTO ledger_account (id, kind, merchant_id) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING`, [code, kind, merchantId])
  }
  await trx.raw(`SELECT id FROM ledger_account WHERE id = ANY(?) ORDER BY id FOR UPDATE`, [sorted])
  return sorted
}

export async function balancesOf(trx: Knex.Transaction, codes: string[]) {
  const { rows } = await trx.raw(
    `SELECT account_id, COALESCE(SUM(amount), 0)::text AS balance FROM ledger_entry WHERE account_id = ANY(?) GROUP BY account_id`,
    [codes]
  )
  return new Map<string, number>((rows as { account_id: string; balance: string }[]).map((row) => [row.account_id, Number(row.balance)]))
}

/** Inserts one transaction (nothing when its key is already posted) with its entries, inside `trx`. */
export async function insertPost(trx: Knex.Transaction, input: PostInput): Promise<PostResult> {
  const entries = compact(input.entries)
  assertBalanced(entries)
  const overdrawn = overdrawnAccounts(input.kind, entries, await balancesOf(trx, entries.map((entry) => entry.account)))
  if (overdrawn.length) throw conflict(OVERDRAFT_MESSAGE)
  const id = generateEntityId(undefined, "ltx")
  const { rows } = await trx.raw(
    `INSERT INTO ledger_transaction (id, key, kind, order_id, line_item_id, merchant_id, payment_id)
     VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING RETURNING id`,
    [id, input.key, input.kind, input.orderId ?? null, input.lineItemId ?? null, input.merchantId ?? null, input.paymentId ?? null]
  )
  if (!rows.length) {
    const existing = await trx.raw(`SELECT id FROM ledger_transaction WHERE key = ?`, [input.key])
    return { key: input.key, transactionId: existing.rows[0].id, posted: false }
  }
  await trx("ledger_entry").insert(
    entries.map((entry) => ({ id: generateEntityId(undefined, "lent"), transaction_id: id, account_id: entry.account, amount: entry.amount }))
  )
  return { key: input.key, transactionId: id, posted: true }
}

/** The posting time of each of these keys already posted (a missing key is not posted). */
export async function postedAt(trx: Knex | Knex.Transaction, keys: string[]) {
  const { rows } = await trx.raw(`SELECT key, created_at FROM ledger_transaction WHERE key = ANY(?)`, [keys])
  return new Map<string, Date>((rows as { key: string; created_at: Date }[]).map((row) => [row.key, new Date(row.created_at)]))
}

/** Σ of an account's entries over the transactions of this payment or its order (each entry once). */
export async function subjectSum(db: Knex | Knex.Transaction, account: string, paymentId: string, orderId: string | null) {
  const { rows } = await db.raw(
    `SELECT COALESCE(SUM(e.amount), 0)::text AS total FROM ledger_entry e JOIN ledger_transaction t ON t.id = e.transaction_id
     WHERE e.account_id = ? AND (t.payment_id = ? OR (?::text IS NOT NULL AND t.order_id = ?::text))`,
    [account, paymentId, orderId, orderId]
  )
  return Number(rows[0]?.total ?? 0)
}
