import { createStep, createWorkflow, StepResponse, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import { ShopEvents } from "../../domain/events"
import { MPESA_MODULE, type LostPush, type MpesaModuleService } from "../../modules/mpesa"
import { releasePaymentStockStep } from "../checkout/steps/payment-hold"
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

/**
 * A callback for a push whose answer was lost (Daraja answered 500 but sent the prompt): the M-Pesa
 * module's `adoptLostPush` gives it to the newest matching payment without ids, once (its success is
 * still confirmed by a query).
 */
const adoptPushStep = createStep("adopt-mpesa-push", async (input: LostPush, { container }) => {
  return new StepResponse(await container.resolve<MpesaModuleService>(MPESA_MODULE).adoptLostPush(input))
})

export const adoptMpesaPushWorkflow = createWorkflow("adopt-mpesa-push", (input: LostPush) => new WorkflowResponse(adoptPushStep(input)))
