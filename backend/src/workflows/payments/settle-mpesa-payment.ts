import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { findMpesaPayment } from "../../queries/payments/mpesa-payments"
import { samePhone, type MpesaState } from "../../domain/payments/mpesa"
import { releasePaymentStockStep } from "../orders/steps/payment-hold"
import { claimMpesaResultStep, type MpesaResult } from "./steps/claim-mpesa-result"
import { placePaidOrderStep } from "./steps/place-paid-order"

/**
 * A payment that did not go through (failed, expired, mismatched, or paid but unorderable → refund
 * due): its result is claimed (first terminal result wins) and its held stock given back.
 */
export const closeMpesaPaymentWorkflow = createWorkflow("close-mpesa-payment", (input: MpesaResult & { cartId: string }) => {
  const previous = claimMpesaResultStep(input)
  when("release-closed-hold", { previous }, ({ previous }) => !!previous).then(() => {
    releasePaymentStockStep(transform({ input }, ({ input }) => ({ paymentId: input.paymentId, cartId: input.cartId })))
    emitEventStep({ eventName: ShopEvents.PAYMENT_STOCK_CHANGED, data: transform({ input }, ({ input }) => ({ id: input.paymentId })) })
  })
  return new WorkflowResponse({ previous })
})

/** A paid payment: claimed as Paid (first terminal result wins), then its order placed; a failed placement puts the state back. */
export const payMpesaPaymentWorkflow = createWorkflow("pay-mpesa-payment", (input: MpesaResult) => {
  const previous = claimMpesaResultStep(input)
  const placed = when("place-paid-order", { previous }, ({ previous }) => !!previous).then(() =>
    placePaidOrderStep(transform({ input }, ({ input }) => ({ paymentId: input.paymentId })))
  )
  const orderId = transform({ placed }, ({ placed }) => placed ?? null)
  return new WorkflowResponse({ previous, orderId })
})

/**
 * A callback for a push whose answer was lost (Daraja answered 500 but sent the prompt): the newest
 * pending or expired payment of the last hour with no CheckoutRequestID, the same phone and the
 * same amount takes the callback's ids, once.
 */
const adoptPushStep = createStep("adopt-mpesa-push", async (input: { checkoutRequestId: string; merchantRequestId: string | null; amount: number; phone: string }, { container }) => {
  const { rows } = await container.resolve(ContainerRegistrationKeys.PG_CONNECTION).raw(
    `UPDATE mpesa_payment SET checkout_request_id = ?, merchant_request_id = ?, updated_at = now()
     WHERE id = (SELECT id FROM mpesa_payment
                 WHERE checkout_request_id IS NULL AND state IN ('Pending', 'Expired') AND deleted_at IS NULL AND amount = ?
                   AND right(regexp_replace(phone, '[^0-9]', '', 'g'), 9) = right(regexp_replace(?, '[^0-9]', '', 'g'), 9)
                   AND created_at > now() - interval '1 hour'
                 ORDER BY created_at DESC LIMIT 1)
       AND checkout_request_id IS NULL
     RETURNING id`,
    [input.checkoutRequestId, input.merchantRequestId, Math.round(input.amount), input.phone]
  )
  return new StepResponse((rows[0]?.id ?? null) as string | null)
})

export const adoptMpesaPushWorkflow = createWorkflow(
  "adopt-mpesa-push",
  (input: { checkoutRequestId: string; merchantRequestId: string | null; amount: number; phone: string }) => new WorkflowResponse(adoptPushStep(input))
)

/** One result for a payment, from Daraja's callback (amount, receipt and phone included) or from an STK query. */
export type DarajaResult = {
  checkoutRequestId: string
  merchantRequestId?: string
  resultCode: number
  resultDesc: string
  amount?: number
  receipt?: string
  phone?: string
}

export type SettleOutcome = "unknown" | "duplicate" | "paid" | "failed" | "mismatch" | "refund-due"

const OPEN: MpesaState[] = ["Pending"]
const LATE: MpesaState[] = ["Pending", "Expired"]

/**
 * Settles a payment by one Daraja result (the callback is a trigger, not proof: the payment must be
 * ours and pending, or expired for a late success). Paid with the amount and phone asked → Paid and
 * the order placed server-side (no browser needed); a different amount or phone → Mismatch, never
 * paid; a failure → Failed; a success whose order cannot be placed (after expiry its stock may be
 * gone) → RefundDue. Any later result for a settled payment changes nothing.
 */
export async function settleMpesaPayment(container: MedusaContainer, result: DarajaResult): Promise<{ outcome: SettleOutcome; paymentId: string | null }> {
  let payment = await findMpesaPayment(container, { checkout_request_id: result.checkoutRequestId })
  if (!payment && result.amount !== undefined && result.phone !== undefined) {
    const { result: adopted } = await adoptMpesaPushWorkflow(container).run({
      input: { checkoutRequestId: result.checkoutRequestId, merchantRequestId: result.merchantRequestId ?? null, amount: result.amount, phone: result.phone },
    })
    if (adopted) payment = await findMpesaPayment(container, { id: adopted })
  }
  if (!payment) return { outcome: "unknown", paymentId: null }
  const base = { paymentId: payment.id, cartId: payment.cart_id, resultCode: result.resultCode, resultDesc: result.resultDesc, receipt: result.receipt ?? null }
  const close = async (to: MpesaState, from: MpesaState[], outcome: SettleOutcome, resultDesc = result.resultDesc) => {
    const { result: closed } = await closeMpesaPaymentWorkflow(container).run({ input: { ...base, resultDesc, from, to } })
    return { outcome: closed.previous ? outcome : ("duplicate" as const), paymentId: payment.id }
  }

  if (result.resultCode !== 0) return close("Failed", OPEN, "failed")

  const wrongAmount = result.amount !== undefined && Math.round(result.amount) !== payment.amount
  const wrongPhone = result.phone !== undefined && !samePhone(result.phone, payment.phone)
  if (wrongAmount || wrongPhone) {
    const why = wrongAmount ? `Paid amount ${result.amount} is not the ${payment.amount} asked` : "Paid from another phone than the one asked"
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`M-Pesa payment ${payment.id} flagged: ${why}`)
    return close("Mismatch", LATE, "mismatch", why)
  }

  try {
    const { result: paid } = await payMpesaPaymentWorkflow(container).run({ input: { ...base, from: LATE, to: "Paid" } })
    return { outcome: paid.previous ? "paid" : "duplicate", paymentId: payment.id }
  } catch (error) {
    // The money is taken but the order cannot be placed (stock gone after expiry, a product withdrawn):
    // the admin refunds it.
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`M-Pesa payment ${payment.id} paid but not orderable: ${(error as Error).message}`)
    return close("RefundDue", LATE, "refund-due")
  }
}
