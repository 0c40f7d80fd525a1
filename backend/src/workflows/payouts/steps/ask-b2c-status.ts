import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import { PAYOUT_MODULE, type PayoutModuleService } from "../../../modules/payout"
import { REFUND_MODULE, type RefundModuleService } from "../../../modules/refund"
import { findStalePayouts } from "../../../queries/payouts/payouts"
import { findStaleRefunds } from "../../../queries/payouts/refunds"

/** The payouts and refunds to ask Transaction Status about, and when they are asked (ISO). */
export type StatusQuestions = { payoutIds: string[]; refundIds: string[]; at: string }

/**
 * Each M-Pesa payout still Processing MPESA_B2C_RESULT_TIMEOUT_S after it was sent (or last asked
 * about), and each Processing refund to a buyer the same way; none when B2C is not configured.
 */
export const findStaleB2cStep = createStep("find-stale-b2c", async (input: { now?: string }, { container }) => {
  const now = input.now ? new Date(input.now) : new Date()
  const settings = container.resolve<MpesaModuleService>(MPESA_MODULE).b2cSettings()
  const questions: StatusQuestions = { payoutIds: [], refundIds: [], at: now.toISOString() }
  if (!settings) return new StepResponse(questions)
  questions.payoutIds = await findStalePayouts(container, now, settings.resultTimeoutSeconds)
  questions.refundIds = await findStaleRefunds(container, now, settings.resultTimeoutSeconds)
  return new StepResponse(questions)
})

/**
 * Asks Transaction Status about each id (its id as our OriginatorConversationID and as Occasion),
 * then records when it was asked, even when asking failed. Returns how many were asked.
 */
async function askEach(container: MedusaContainer, ids: string[], label: "Payout" | "Refund", recordAsked: (id: string) => Promise<unknown>) {
  const mpesa = container.resolve<MpesaModuleService>(MPESA_MODULE)
  const settings = mpesa.b2cSettings()
  if (!settings) return 0
  let asked = 0
  for (const id of ids) {
    try {
      await mpesa.transactionStatus({
        originalConversationId: id,
        resultUrl: settings.statusResultUrl,
        queueTimeoutUrl: settings.queueTimeoutUrl,
        remarks: `${label} status`,
        occasion: id,
      })
      asked += 1
    } catch (error) {
      container.resolve(ContainerRegistrationKeys.LOGGER).warn(`${label} ${id}: Transaction Status failed: ${(error as Error).message}`)
    }
    await recordAsked(id)
  }
  return asked
}

/**
 * Asks M-Pesa's Transaction Status about payouts and refunds (the answer comes to the status result
 * URL and settles them there) and records when each was asked, so it is asked again only after
 * another timeout. Asking cannot be undone.
 */
export const askB2cStatusStep = createStep("ask-b2c-status", async (input: StatusQuestions, { container }) => {
  const at = new Date(input.at)
  const payouts = container.resolve<PayoutModuleService>(PAYOUT_MODULE)
  const refunds = container.resolve<RefundModuleService>(REFUND_MODULE)
  let asked = await askEach(container, input.payoutIds, "Payout", (id) => payouts.recordStatusQuery(id, at))
  asked += await askEach(container, input.refundIds, "Refund", (id) => refunds.recordStatusQuery(id, at))
  return new StepResponse({ asked })
})
