import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { conflict } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import type { PayoutRow } from "../../../modules/payout"
import { HeldError, settlePayout, startPayouts } from "./payout-ledger"
import type { PayoutTarget, Skipped } from "./validate-payout-approval"

export const NOT_SENT_REASON = "Not sent: the approval did not complete."

const isConflict = (error: unknown) => error instanceof MedusaError && error.type === MedusaError.Types.CONFLICT
const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === "23505"

/**
 * For each seller, its payout rows and `payout-started` posts in one database transaction (see
 * startPayouts: the accounts are locked, so a second approval running at the same time finds the
 * balance already taken and makes no payout; a disabled or deleted merchant not released by the admin
 * is skipped with the reason). One named seller with nothing left: 409. Undone (a later step failed):
 * each payout made here is marked Failed and its money posted back to available.
 */
export const startPayoutsStep = createStep(
  "start-payouts",
  async (input: { targets: PayoutTarget[]; skipped: Skipped[]; single: boolean; requestedBy: string | null }, { container }) => {
    const payouts: PayoutRow[] = []
    const skipped = [...input.skipped]
    for (const target of input.targets) {
      try {
        const rows = await startPayouts(container, { ...target, requestedBy: input.requestedBy })
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
    for (const id of ids) await settlePayout(container, id, { state: "Failed", reason: NOT_SENT_REASON })
  }
)
