import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import type { Knex } from "knex"
import { conflict } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { SHOP_ACCOUNTS, sellerAccount } from "../../../domain/ledger/accounts"
import { PAYOUT_HOLD_MESSAGES, payoutHoldOf, type PayoutHold } from "../../../domain/ledger/payout-holds"
import { settlePayout, startPayouts, type PayoutRow } from "../../../modules/ledger/payouts"
import { lockAccounts } from "../../../modules/ledger/posting"
import { merchantPayState } from "../../../queries/payouts/merchant-pay-state"
import type { PayoutTarget, Skipped } from "./validate-payout-approval"

export const NOT_SENT_REASON = "Not sent: the approval did not complete."

const isConflict = (error: unknown) => error instanceof MedusaError && error.type === MedusaError.Types.CONFLICT
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === "23505"

/** A disabled or deleted merchant that the admin did not release, found under the lock. */
class HeldError extends Error {
  constructor(readonly hold: PayoutHold) {
    super(PAYOUT_HOLD_MESSAGES[hold])
  }
}

/**
 * One seller's payouts, in one database transaction: the seller's accounts locked, then the
 * merchant's state read under that lock (FOR SHARE, so a disable or delete at the same time waits
 * or is seen): a disabled or deleted merchant not released by the admin is refused (409, or
 * skipped with the reason when paying everyone); then startPayouts (nested, a savepoint).
 */
async function startUnlessHeld(knex: Knex, target: PayoutTarget, requestedBy: string | null) {
  return knex.transaction(async (trx) => {
    await lockAccounts(trx, [sellerAccount(target.merchantId, "available"), sellerAccount(target.merchantId, "paid_out"), SHOP_ACCOUNTS.payoutsInTransit])
    const hold = payoutHoldOf(await merchantPayState(trx, target.merchantId, { lock: true }))
    if (hold && hold !== target.released) throw new HeldError(hold)
    return startPayouts(trx, { merchantId: target.merchantId, destination: target.destination, requestedBy })
  })
}

/**
 * For each seller, its payout rows and `payout-started` posts in one database transaction (see
 * startUnlessHeld and startPayouts: the accounts are locked, so a second approval running at the same time finds the
 * balance already taken and makes no payout). One named seller with nothing left: 409. Undone (a
 * later step failed): each payout made here is marked Failed and its money posted back to available.
 */
export const startPayoutsStep = createStep(
  "start-payouts",
  async (input: { targets: PayoutTarget[]; skipped: Skipped[]; single: boolean; requestedBy: string | null }, { container }) => {
    const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    const payouts: PayoutRow[] = []
    const skipped = [...input.skipped]
    for (const target of input.targets) {
      try {
        const rows = await startUnlessHeld(knex, target, input.requestedBy)
        if (!rows.length) skipped.push({ merchantId: target.merchantId, reason: PAYOUT_MESSAGES.nothingToPay })
        payouts.push(...rows)
      } catch (error) {
        if (error instanceof HeldError) {
          skipped.push({ merchantId: target.merchantId, reason: error.message, hold: error.hold })
          continue
        }
        // A clawback came in meanwhile, or another approval's payout holds the unique slot.
        if (!isConflict(error) && !isUniqueViolation(error)) throw error
        skipped.push({ merchantId: target.merchantId, reason: isConflict(error) ? (error as Error).message : PAYOUT_MESSAGES.nothingToPay })
      }
    }
    if (input.single && !payouts.length) throw conflict(skipped[0]?.reason ?? PAYOUT_MESSAGES.nothingToPay)
    return new StepResponse({ payouts, skipped }, payouts.map((payout) => payout.id))
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    const knex = container.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
    for (const id of ids) await settlePayout(knex, id, { state: "Failed", reason: NOT_SENT_REASON })
  }
)
