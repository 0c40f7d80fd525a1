import type { Knex } from "knex"
import { generateEntityId } from "@medusajs/framework/utils"
import { conflict } from "../../domain/errors"
import { SHOP_ACCOUNTS, sellerAccount } from "../../domain/ledger/accounts"
import {
  PAYOUT_MESSAGES,
  payoutFailedEntries,
  payoutKeys,
  payoutLateSettledEntries,
  payoutParts,
  payoutSettledEntries,
  payoutStartedEntries,
  type PayoutMethodKind,
  type PayoutState,
  type SettleStep,
} from "../../domain/ledger/payouts"
import { balancesOf, insertPost, lockAccounts } from "./posting"
import { writeSettlement, type B2cRequestColumns, type Settlement, type SettlementPosts } from "./settlement"

export type { B2cRequestColumns, Settlement } from "./settlement"

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

/**
 * Settles a payout as writeSettlement decides (see settleStep): Paid posts `payout-settled` (in
 * transit → paid out) with the receipt; a confirmed Failed posts `payout-failed` (back to available);
 * a claimed failure only records the claim; a success for a Failed M-Pesa payout posts
 * `payout-late-settled` (available → paid out) and flags it; Mismatch flags it. The accounts, then
 * the payout row, are locked; anything else (a duplicate, a bank payout marked twice) changes
 * nothing (`changed: false`).
 */
export async function settlePayout(
  knex: Knex,
  payoutId: string,
  settlement: Settlement
): Promise<{ changed: boolean; step: SettleStep; payout: PayoutRow | null }> {
  const first = (await knex("payout").where({ id: payoutId }).first()) as PayoutRow | undefined
  if (!first) return { changed: false, step: "none", payout: null }
  return knex.transaction(async (trx) => {
    await lockAccounts(trx, accountsOf(first.merchant_id))
    const payout = (await trx("payout").where({ id: payoutId }).forUpdate().first()) as PayoutRow
    const cents = Number(payout.amount_cents)
    const merchantId = payout.merchant_id
    const available = sellerAccount(merchantId, "available")
    const plans = {
      Paid: { key: payoutKeys.settled(payoutId), kind: "payout_settled", entries: payoutSettledEntries(merchantId, cents) },
      Failed: { key: payoutKeys.failed(payoutId), kind: "payout_failed", entries: payoutFailedEntries(merchantId, cents) },
      LatePaid: { key: payoutKeys.lateSettled(payoutId), kind: "payout_late_settled", entries: payoutLateSettledEntries(merchantId, cents) },
    }
    const posts: SettlementPosts = {
      noun: "payout",
      post: async (kind) => {
        await insertPost(trx, { ...plans[kind], merchantId })
      },
      overpaidCents: async () => Math.min(cents, Math.max(0, -((await balancesOf(trx, [available])).get(available) ?? 0))),
      lateAllowed: payout.method === "mpesa",
    }
    const utility = settlement.state === "Paid" && settlement.utilityFunds != null ? String(settlement.utilityFunds) : payout.utility_funds
    const { step, row } = await writeSettlement(trx, "payout", payout, settlement, posts, { utility_funds: utility })
    return { changed: step !== "none", step, payout: row }
  })
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
