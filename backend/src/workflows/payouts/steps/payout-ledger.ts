import type { MedusaContainer } from "@medusajs/framework/types"
import { generateEntityId } from "@medusajs/framework/utils"
import { conflict } from "../../../domain/errors"
import { SHOP_ACCOUNTS, sellerAccount } from "../../../domain/ledger/accounts"
import type { Settlement } from "../../../domain/ledger/b2c-settlement"
import { PAYOUT_HOLD_MESSAGES, payoutHoldOf, type PayoutHold } from "../../../domain/ledger/payout-holds"
import {
  PAYOUT_MESSAGES,
  payoutFailedEntries,
  payoutKeys,
  payoutLateSettledEntries,
  payoutParts,
  payoutSettledEntries,
  payoutStartedEntries,
  type SettleStep,
} from "../../../domain/ledger/payouts"
import { LEDGER_MODULE, type LedgerModuleService } from "../../../modules/ledger"
import { PAYOUT_MODULE, type PayoutDestination, type PayoutModuleService, type PayoutRow } from "../../../modules/payout"
import { merchantPayState } from "../../../queries/payouts/merchant-pay-state"
import { writeSettlement, type SettlementPosts } from "./write-settlement"

const accountsOf = (merchantId: string) => [
  sellerAccount(merchantId, "available"),
  sellerAccount(merchantId, "paid_out"),
  SHOP_ACCOUNTS.payoutsInTransit,
]

const servicesOf = (container: MedusaContainer) => ({
  ledger: container.resolve<LedgerModuleService>(LEDGER_MODULE),
  payouts: container.resolve<PayoutModuleService>(PAYOUT_MODULE),
})

/** A disabled or deleted merchant that the admin did not release, found under the lock. */
export class HeldError extends Error {
  constructor(readonly hold: PayoutHold) {
    super(PAYOUT_HOLD_MESSAGES[hold])
  }
}

/**
 * Starts paying out a seller's whole available balance, in ONE database transaction (the ledger
 * module's, joined by the payout module): the seller's accounts locked (a second approval waits
 * here, then finds nothing left), the merchant's state read under that lock (FOR SHARE: a disabled
 * or deleted merchant not released by the admin is refused with HeldError), the balance read under
 * the lock, a negative balance refused (a clawback blocks payouts), and for each part (payoutParts)
 * its `payout-started` post (overdraft-checked) and its payout row. Nothing to pay: [].
 */
export async function startPayouts(
  container: MedusaContainer,
  input: { merchantId: string; destination: PayoutDestination; released: PayoutHold | null; requestedBy: string | null }
): Promise<PayoutRow[]> {
  const { ledger, payouts } = servicesOf(container)
  const { merchantId, destination } = input
  return ledger.withTransaction(async (ctx) => {
    const accounts = await ledger.lockAccounts(accountsOf(merchantId), ctx)
    const hold = payoutHoldOf(await merchantPayState(payouts.transactionOf(ctx), merchantId, { lock: true }))
    if (hold && hold !== input.released) throw new HeldError(hold)
    const available = (await ledger.balances(accounts, ctx)).get(sellerAccount(merchantId, "available")) ?? 0
    if (available < 0) throw conflict(PAYOUT_MESSAGES.blocked)
    const batchId = generateEntityId(undefined, "pbat")
    const rows: PayoutRow[] = []
    for (const [part, cents] of payoutParts(available, destination.kind).entries()) {
      const id = generateEntityId(undefined, "pout")
      await ledger.insertPost({ key: payoutKeys.started(id), kind: "payout", entries: payoutStartedEntries(merchantId, cents), merchantId }, ctx)
      rows.push(await payouts.insertPayout({ id, merchantId, batchId, part, amountCents: cents, destination, requestedBy: input.requestedBy }, ctx))
    }
    return rows
  })
}

/**
 * Settles a payout as writeSettlement decides (see settleStep): Paid posts `payout-settled` (in
 * transit → paid out) with the receipt; a confirmed Failed posts `payout-failed` (back to available);
 * a claimed failure only records the claim; a success for a Failed payout posts `payout-late-settled`
 * (available → paid out) and flags it when its provider allows a late success (M-Pesa); Mismatch
 * flags it. The accounts, then the payout row, are locked, in one database transaction; anything
 * else (a duplicate, a bank payout marked twice) changes nothing (`changed: false`).
 */
export async function settlePayout(
  container: MedusaContainer,
  payoutId: string,
  settlement: Settlement
): Promise<{ changed: boolean; step: SettleStep; payout: PayoutRow | null }> {
  const { ledger, payouts } = servicesOf(container)
  const first = await payouts.payoutRow(payoutId)
  if (!first) return { changed: false, step: "none", payout: null }
  return ledger.withTransaction(async (ctx) => {
    await ledger.lockAccounts(accountsOf(first.merchant_id), ctx)
    const payout = (await payouts.lockPayout(payoutId, ctx))!
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
        await ledger.insertPost({ ...plans[kind], merchantId }, ctx)
      },
      overpaidCents: async () => Math.min(cents, Math.max(0, -((await ledger.balances([available], ctx)).get(available) ?? 0))),
      lateAllowed: payouts.provider(payout.method).lateSuccessAllowed,
    }
    const utility = settlement.state === "Paid" && settlement.utilityFunds != null ? String(settlement.utilityFunds) : payout.utility_funds
    const write = (values: Record<string, unknown>) => payouts.updatePayout(payoutId, values, ctx)
    const { step, row } = await writeSettlement(payout, settlement, posts, write, { utility_funds: utility })
    return { changed: step !== "none", step, payout: row }
  })
}
