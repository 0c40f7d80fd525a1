import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalid, notFound } from "../../../domain/errors"
import { PAYOUT_MESSAGES } from "../../../domain/ledger/payouts"
import { PAYOUT_MODULE, type PayoutModuleService } from "../../../modules/payout"

/** Only a payout paid by hand (a bank transfer) is marked paid by hand (404 unknown, 400 M-Pesa, 400 when it failed). */
export const validateBankPayoutStep = createStep("validate-bank-payout", async (input: { payoutId: string }, { container }) => {
  const payouts = container.resolve<PayoutModuleService>(PAYOUT_MODULE)
  const payout = await payouts.livePayoutRow(input.payoutId)
  if (!payout) throw notFound("No payout found.")
  if (!payouts.provider(payout.method).paidByHand) throw invalid(PAYOUT_MESSAGES.notBank)
  if (payout.state === "Failed") throw invalid(PAYOUT_MESSAGES.notProcessing)
  return new StepResponse({ id: payout.id, state: payout.state, receipt: payout.receipt })
})
