import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalid, notAllowed, notFound } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { PAYOUT_HOLD_MESSAGES, payoutHoldOf } from "../../../domain/ledger/payout-holds"
import { PAYOUT_MODULE, type PayoutModuleService } from "../../../modules/payout"
import { findMerchantPayState } from "../../../queries/payouts/merchant-pay-state"

export type RetryPayoutInput = { payoutId: string; release?: true; actor?: { id: string; role: string } }

/**
 * Only an M-Pesa payout still Processing is sent again (404 unknown; 400 a bank one, or one already
 * Paid or Failed), and a disabled or deleted merchant's only when the admin releases it (400): it
 * stays Processing until its result or Transaction Status. Answers the payout and what was released.
 */
export const validatePayoutRetryStep = createStep("validate-payout-retry", async (input: RetryPayoutInput, { container }) => {
  const payouts = container.resolve<PayoutModuleService>(PAYOUT_MODULE)
  const payout = await payouts.livePayoutRow(input.payoutId)
  if (!payout) throw notFound("No payout found.")
  if (payouts.provider(payout.method).paidByHand) throw invalid(PAYOUT_MESSAGES.notMpesa)
  if (payout.state !== "Processing") throw invalid(PAYOUT_MESSAGES.notProcessing)
  const hold = payoutHoldOf(await findMerchantPayState(container, payout.merchant_id))
  if (hold && !input.release) throw notAllowed(PAYOUT_HOLD_MESSAGES[hold])
  return new StepResponse({ payouts: [payout], released: hold })
})
