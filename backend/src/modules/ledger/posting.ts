import type { Knex } from "knex"
import { generateEntityId } from "@medusajs/framework/utils"
import { conflict } from "../../domain/errors"
import { describeAccount } from "../../domain/ledger/accounts"
import { assertBalanced, compact, overdrawnAccounts, type Entry, type PlannedPost } from "../../domain/ledger/posting"

export type LedgerRefs = { orderId?: string | null; lineItemId?: string | null; merchantId?: string | null; paymentId?: string | null }

export type PostInput = LedgerRefs & { key: string; kind: string; entries: Entry[] }

/** A post whose entries depend on what is already posted: planned after the accounts are locked. */
export type PlannedInput = LedgerRefs & {
  /** Every account any planned post may touch: all are locked first. */
  accounts: string[]
  /** Keys whose posting time the plan needs (a missing key is not posted). */
  lookup: string[]
  plan: (posted: Map<string, Date>) => PlannedPost[]
  /** Runs inside the same database transaction after the posts (e.g. the payout rows a post belongs to): a failure undoes both. */
  afterPost?: (trx: Knex.Transaction, results: PostResult[]) => Promise<void>
}

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

/**
 * Posts one money event in ONE database transaction: its accounts locked in id order
 * (SELECT … FOR UPDATE), its entries checked (integer cents summing to zero; the database checks
 * the sum again at commit), a payout refused when it would take a seller's available balance below
 * zero, and the transaction inserted with ON CONFLICT (key) DO NOTHING: the same event posted
 * twice is one transaction (`posted: false` the second time).
 */
export async function postTransaction(knex: Knex, input: PostInput): Promise<PostResult> {
  return knex.transaction(async (trx) => {
    await lockAccounts(trx, input.entries.map((entry) => entry.account))
    return insertPost(trx, input)
  })
}

/**
 * Plans and posts under the locks: the accounts are locked, the posting times of `lookup` keys
 * read, and `plan` decides what to post from them, so a decision (e.g. reverse from pending or
 * from available) cannot race another post on the same accounts.
 */
export async function postPlanned(knex: Knex, input: PlannedInput): Promise<PostResult[]> {
  return knex.transaction(async (trx) => {
    await lockAccounts(trx, input.accounts)
    const { rows } = await trx.raw(`SELECT key, created_at FROM ledger_transaction WHERE key = ANY(?)`, [input.lookup])
    const posted = new Map<string, Date>((rows as { key: string; created_at: Date }[]).map((row) => [row.key, new Date(row.created_at)]))
    const results: PostResult[] = []
    for (const post of input.plan(posted)) {
      results.push(await insertPost(trx, { ...post, orderId: input.orderId, lineItemId: input.lineItemId, merchantId: input.merchantId, paymentId: input.paymentId }))
    }
    if (input.afterPost) await input.afterPost(trx, results)
    return results
  })
}
