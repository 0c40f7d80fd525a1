import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import type { MpesaState } from "../../domain/payments/mpesa"
import { FLAG_REASONS, MPESA_ORDER_MESSAGES, UNSETTLED_STATES } from "../../domain/payments/stk-claim"
import { findMpesaPayment } from "../../queries/payments/mpesa-payments"
import { releasePaymentStockStep } from "../orders/steps/payment-hold"
import { postPaymentOwedStep } from "../ledger/steps/post-payment-owed"
import { claimMpesaResultStep, type MpesaResult } from "./steps/claim-mpesa-result"
import { placePaidOrderStep } from "./steps/place-paid-order"

/**
 * A payment that did not go through (failed, expired, mismatched, or paid but unorderable → refund
 * due): its result is claimed (first terminal result wins) and its held stock given back. Refund due
 * is posted at once: the money came in and is owed back whole.
 */
export const closeMpesaPaymentWorkflow = createWorkflow("close-mpesa-payment", (input: MpesaResult & { cartId: string }) => {
  const previous = claimMpesaResultStep(input)
  when("release-closed-hold", { previous }, ({ previous }) => !!previous).then(() => {
    releasePaymentStockStep(transform({ input }, ({ input }) => ({ paymentId: input.paymentId, cartId: input.cartId })))
    emitEventStep({ eventName: ShopEvents.PAYMENT_STOCK_CHANGED, data: transform({ input }, ({ input }) => ({ id: input.paymentId })) })
  })
  when("post-refund-due", { previous, input }, ({ previous, input }) => !!previous && input.to === "RefundDue").then(() => {
    postPaymentOwedStep(transform({ input }, ({ input }) => ({ paymentId: input.paymentId })))
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

type AdoptInput = { checkoutRequestId: string; merchantRequestId: string | null; amount: number; phone: string }

/**
 * A callback for a push whose answer was lost (Daraja answered 500 but sent the prompt): the newest
 * pending or expired payment of the last hour with no CheckoutRequestID, the same phone and the
 * same amount takes the callback's ids, once (its success is still confirmed by a query).
 */
const adoptPushStep = createStep("adopt-mpesa-push", async (input: AdoptInput, { container }) => {
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

export const adoptMpesaPushWorkflow = createWorkflow("adopt-mpesa-push", (input: AdoptInput) => new WorkflowResponse(adoptPushStep(input)))

export type SettleOutcome =
  | "unknown"
  | "foreign"
  | "duplicate"
  | "paid"
  | "failed"
  | "mismatch"
  | "refund-due"
  /** A success claimed by a callback, not yet confirmed by Daraja (the job's query goes on). */
  | "unconfirmed"
  /** A success claimed by a callback, its receipt asked about by Transaction Status. */
  | "verifying"

export type Settled = { outcome: SettleOutcome; paymentId: string | null }
export type PaymentRow = NonNullable<Awaited<ReturnType<typeof findMpesaPayment>>>
type Ending = { resultCode: number | null; resultDesc: string | null; receipt?: string | null; flag?: string | null }

/** Records a terminal result other than Paid (first terminal result wins), with its flag for the admin. */
export async function closePayment(container: MedusaContainer, payment: PaymentRow, to: MpesaState, from: MpesaState[], outcome: SettleOutcome, ending: Ending): Promise<Settled> {
  const { result } = await closeMpesaPaymentWorkflow(container).run({ input: { paymentId: payment.id, cartId: payment.cart_id, from, to, ...ending } })
  return { outcome: result.previous ? outcome : "duplicate", paymentId: payment.id }
}

/**
 * A success Daraja itself confirmed (STK query, or Transaction Status of the claimed receipt): Paid
 * from any state but a recorded success (a late one flagged), and its order placed. A cart that
 * cannot take the order (ordered another way meanwhile, stock gone, a product withdrawn) makes it
 * Refund due, flagged, the whole amount posted as owed back.
 */
export async function payConfirmed(container: MedusaContainer, payment: PaymentRow, confirmed: { receipt: string | null; resultDesc: string }): Promise<Settled> {
  const paid = { resultCode: 0, resultDesc: confirmed.resultDesc, receipt: confirmed.receipt }
  try {
    const { result } = await payMpesaPaymentWorkflow(container).run({
      input: { paymentId: payment.id, from: UNSETTLED_STATES, to: "Paid", ...paid, lateFlag: FLAG_REASONS.lateSuccess },
    })
    return { outcome: result.previous ? "paid" : "duplicate", paymentId: payment.id }
  } catch (error) {
    // placeOrder already retried what was transient: the money is taken and the order cannot be placed.
    const message = (error as Error).message
    const flag = message === MPESA_ORDER_MESSAGES.orderedOtherwise ? FLAG_REASONS.orderedOtherwise : FLAG_REASONS.notOrderable(message)
    container.resolve(ContainerRegistrationKeys.LOGGER).warn(`M-Pesa payment ${payment.id} paid but not orderable: ${message}`)
    return closePayment(container, payment, "RefundDue", UNSETTLED_STATES, "refund-due", { ...paid, flag })
  }
}
