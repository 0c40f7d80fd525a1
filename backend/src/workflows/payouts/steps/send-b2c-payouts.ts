import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import { PAYOUT_MODULE, type PayoutModuleService, type PayoutRow, type PayoutTransport } from "../../../modules/payout"
import { settlePayout } from "./payout-ledger"

/**
 * Sends each payout with its method's provider: an M-Pesa payout as a B2C BusinessPayment with the
 * payout's id as its OriginatorConversationID (Daraja refuses a repeat: a retry cannot pay twice),
 * through the M-Pesa module; a bank payout is not sent (the admin marks it paid). Accepted, or an
 * unknown outcome (a 5xx, no answer), or "Duplicate" (already requested): it stays Processing until
 * the result, or Transaction Status after the timeout. Refused (bad request, credentials, busy): it
 * fails and its money goes back to available, unless it was sent before (a retry: the first request
 * may have paid). Never throws for one payout: a payout that may have been sent is never undone.
 */
export const sendB2cPayoutsStep = createStep("send-b2c-payouts", async (rows: PayoutRow[], { container }) => {
  const payouts = container.resolve<PayoutModuleService>(PAYOUT_MODULE)
  const mpesa = container.resolve<MpesaModuleService>(MPESA_MODULE)
  const transport: PayoutTransport = { b2c: (request) => mpesa.sendB2c(request) }
  for (const payout of rows) {
    const outcome = await payouts.provider(payout.method).send(payout, transport)
    if (!outcome) continue
    if (outcome.sent) await payouts.recordSent(payout.id, outcome.conversationId, outcome.reason)
    else await settlePayout(container, payout.id, { state: "Failed", reason: outcome.reason, resultCode: outcome.resultCode })
  }
  return new StepResponse(await payouts.payoutRows(rows.map((payout) => payout.id)))
})
