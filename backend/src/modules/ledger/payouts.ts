import type { Knex } from "knex"
import { generateEntityId } from "@medusajs/framework/utils"
import { conflict } from "../../domain/errors"
import { SHOP_ACCOUNTS, sellerAccount } from "../../domain/ledger/accounts"
import {
  PAYOUT_MESSAGES,
  payoutFailedEntries,
  payoutKeys,
  payoutParts,
  payoutSettledEntries,
  payoutStartedEntries,
  type PayoutMethodKind,
  type PayoutState,
} from "../../domain/ledger/payouts"
import { balancesOf, insertPost, lockAccounts } from "./posting"

export type PayoutRow = {
  id: string
  merchant_id: string
  batch_id: string
  part: number
  amount_cents: string | number
  method: PayoutMethodKind
  phone: string | null
  bank: Record<string, string | null> | null
  state: PayoutState
  utility_funds: string | null
} & B2cRequestColumns

/** What a payout row and a refund row both keep of their B2C request and its result. */
export type B2cRequestColumns = {
  receipt: string | null
  reason: string | null
  result_code: string | null
  attempts: number
  conversation_id: string | null
  unreconciled: boolean
  sent_at: Date | null
  status_query_at: Date | null
  settled_at: Date | null
  created_at: Date
}

export type PayoutDestination = { kind: PayoutMethodKind; phone: string | null; bank: Record<string, string | null> | null }

const accountsOf = (merchantId: string) => [
  sellerAccount(merchantId, "available"),
  sellerAccount(merchantId, "paid_out"),
  SHOP_ACCOUNTS.payoutsInTransit,
]

/**
 * Starts paying out a seller's whole available balance, in ONE database transaction: the seller's
 * accounts locked (a second approval waits here, then finds nothing left), the balance read under
 * the lock, a negative balance refused (a clawback blocks payouts), and for each part (payoutParts)
 * a payout row and its `payout-started` post (overdraft-checked). Nothing to pay: [].
 */
export async function startPayouts(
  knex: Knex,
  input: { merchantId: string; destination: PayoutDestination; requestedBy: string | null }
): Promise<PayoutRow[]> {
  return knex.transaction(async (trx) => {
    const accounts = await lockAccounts(trx, accountsOf(input.merchantId))
    const available = (await balancesOf(trx, accounts)).get(sellerAccount(input.merchantId, "available")) ?? 0
    if (available < 0) throw conflict(PAYOUT_MESSAGES.blocked)
    const parts = payoutParts(available, input.destination.kind)
    const batchId = generateEntityId(undefined, "pbat")
    const rows: PayoutRow[] = []
    for (const [part, cents] of parts.entries()) {
      const id = generateEntityId(undefined, "pout")
      await insertPost(trx, { key: payoutKeys.started(id), kind: "payout", entries: payoutStartedEntries(input.merchantId, cents), merchantId: input.merchantId })
      const [row] = await trx("payout")
        .insert({
          id,
          merchant_id: input.merchantId,
          batch_id: batchId,
          part,
          amount_cents: cents,
          method: input.destination.kind,
          phone: input.destination.phone,
          bank: input.destination.bank ? JSON.stringify(input.destination.bank) : null,
          state: "Processing",
          requested_by: input.requestedBy,
        })
        .returning("*")
      rows.push(row as PayoutRow)
    }
    return rows
  })
}

export type Settlement =
  | { state: "Paid"; receipt: string; resultCode?: string | null; utilityFunds?: number | null }
  | { state: "Failed"; reason: string; resultCode?: string | null }
  | { state: "Mismatch"; reason: string; resultCode?: string | null }

/**
 * Settles a Processing payout once: Paid posts `payout-settled` (in transit → paid out) with the
 * receipt, Failed posts `payout-failed` (back to available) with the reason, Mismatch only flags it
 * unreconciled. The accounts, then the payout row, are locked; a payout no longer Processing is left
 * as it is (`changed: false`): a duplicate result, or a bank payout marked twice, changes nothing.
 */
export async function settlePayout(knex: Knex, payoutId: string, settlement: Settlement): Promise<{ changed: boolean; payout: PayoutRow | null }> {
  const first = (await knex("payout").where({ id: payoutId }).first()) as PayoutRow | undefined
  if (!first) return { changed: false, payout: null }
  return knex.transaction(async (trx) => {
    await lockAccounts(trx, accountsOf(first.merchant_id))
    const payout = (await trx("payout").where({ id: payoutId }).forUpdate().first()) as PayoutRow
    if (payout.state !== "Processing") return { changed: false, payout }
    const cents = Number(payout.amount_cents)
    const utility = settlement.state === "Paid" && settlement.utilityFunds != null ? String(settlement.utilityFunds) : payout.utility_funds
    const row = await writeSettlement(trx, "payout", payout, settlement, async (state) => {
      if (state === "Paid") {
        await insertPost(trx, { key: payoutKeys.settled(payoutId), kind: "payout_settled", entries: payoutSettledEntries(payout.merchant_id, cents), merchantId: payout.merchant_id })
      } else {
        await insertPost(trx, { key: payoutKeys.failed(payoutId), kind: "payout_failed", entries: payoutFailedEntries(payout.merchant_id, cents), merchantId: payout.merchant_id })
      }
    }, { utility_funds: utility })
    return { changed: true, payout: row }
  })
}

/**
 * A settlement's writes on a row still Processing, inside its caller's transaction and locks (the
 * payout's or the refund's): Mismatch only flags it unreconciled with the reason; Paid and Failed
 * post their ledger transaction (`post`), then record the state with the receipt or the reason,
 * clear the unreconciled flag and stamp settled_at, with `settledColumns` (what else the table keeps).
 */
export async function writeSettlement<Row extends { id: string; result_code: string | null }>(
  trx: Knex.Transaction,
  table: "payout" | "buyer_refund",
  current: Row,
  settlement: Settlement,
  post: (state: "Paid" | "Failed") => Promise<void>,
  settledColumns: Record<string, unknown> = {}
): Promise<Row> {
  const now = new Date()
  const resultCode = settlement.resultCode ?? current.result_code
  if (settlement.state === "Mismatch") {
    const [row] = await trx(table)
      .where({ id: current.id })
      .update({ unreconciled: true, reason: settlement.reason, result_code: resultCode, updated_at: now })
      .returning("*")
    return row as Row
  }
  await post(settlement.state)
  const [row] = await trx(table)
    .where({ id: current.id })
    .update({
      state: settlement.state,
      receipt: settlement.state === "Paid" ? settlement.receipt : null,
      reason: settlement.state === "Failed" ? settlement.reason : null,
      result_code: resultCode,
      unreconciled: false,
      ...settledColumns,
      settled_at: now,
      updated_at: now,
    })
    .returning("*")
  return row as Row
}

/** Daraja accepted the B2C request (or its outcome is unknown): one more attempt, and its ConversationID when known. */
export async function recordPayoutSent(knex: Knex, payoutId: string, conversationId: string | null, reason: string | null = null) {
  await recordB2cSent(knex, "payout", payoutId, conversationId, reason)
}

/** A payout's or a refund's B2C request sent: one more attempt, and its ConversationID (and a reason) when known. */
export async function recordB2cSent(knex: Knex, table: "payout" | "buyer_refund", id: string, conversationId: string | null, reason: string | null) {
  await knex(table)
    .where({ id })
    .update({
      attempts: knex.raw("attempts + 1"),
      sent_at: new Date(),
      ...(conversationId ? { conversation_id: conversationId } : {}),
      ...(reason ? { reason } : {}),
      updated_at: new Date(),
    })
}

export async function recordStatusQuery(knex: Knex, payoutId: string, at: Date) {
  await recordB2cStatusQuery(knex, "payout", payoutId, at)
}

/** When a payout's or a refund's status was last asked about with Transaction Status. */
export async function recordB2cStatusQuery(knex: Knex, table: "payout" | "buyer_refund", id: string, at: Date) {
  await knex(table).where({ id }).update({ status_query_at: at, updated_at: new Date() })
}

export async function recordPayoutCallback(
  knex: Knex,
  input: { payoutId: string | null; kind: string; body: string; sourceIp: string | null; outcome: string }
) {
  await knex("payout_callback").insert({
    id: generateEntityId(undefined, "pocb"),
    payout_id: input.payoutId,
    kind: input.kind,
    body: input.body,
    source_ip: input.sourceIp,
    outcome: input.outcome,
  })
}
