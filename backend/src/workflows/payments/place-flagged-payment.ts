import { createStep, createWorkflow, StepResponse, transform, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { acquireLockStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { randomUUID } from "node:crypto"
import { notFound } from "../../domain/errors"
import { MPESA_MODULE, type MpesaModuleService } from "../../modules/mpesa"
import { PLACE_FLAGGED_MESSAGES } from "../../domain/payments/place-flagged"
import { recordAudit } from "../audit/steps/record-audit-entry"
import { ORDER_LOCK } from "../checkout/steps/order-lock"
import { claimFlaggedPaymentStep } from "./steps/claim-flagged-payment"
import { placePaidOrderStep } from "./steps/place-paid-order"

export type PlaceFlaggedInput = { paymentId: string; actor?: { id: string; role: string } }

/**
 * The payment's cart (it never changes, so it is read before the lock; everything else after it),
 * and this run's own lock owner (the placement re-enters the lock with it; a second click waits). 404: no such payment.
 */
const flaggedPaymentCartStep = createStep("flagged-payment-cart", async ({ paymentId }: { paymentId: string }, { container }) => {
  const [row] = await container.resolve<MpesaModuleService>(MPESA_MODULE).listMpesaPayments({ id: paymentId }, { select: ["cart_id"], take: 1 })
  if (!row) throw notFound(PLACE_FLAGGED_MESSAGES.notFound)
  return new StepResponse({ cartId: row.cart_id as string, lockOwner: `place-flagged:${paymentId}:${randomUUID()}` })
})

/**
 * "Place the order anyway" (admins, Payouts page): a flagged Refund-due M-Pesa payment whose money
 * Daraja confirmed for a cart that could not be ordered then gets its order now. Under the cart's
 * lock (the key the checkout, the prompt and every order change take), `claim-flagged-payment`
 * re-reads and checks everything and turns what was owed back into received money, the payment
 * Paid and unflagged; then the order is placed exactly as a confirmed payment's
 * (`place-paid-order`: stock, prices and delivery checked again, the order's `mpesa-paid` post
 * from its placed event), and the change is audited on the order. A failed placement undoes the claim.
 */
export const placeFlaggedPaymentWorkflow = createWorkflow("place-flagged-payment", (input: PlaceFlaggedInput) => {
  const cart = flaggedPaymentCartStep(input)
  acquireLockStep(transform({ cart }, ({ cart }) => ({ key: cart.cartId, ownerId: cart.lockOwner, ...ORDER_LOCK })))
  const claimed = claimFlaggedPaymentStep(transform({ input }, ({ input }) => ({ paymentId: input.paymentId })))
  const orderId = placePaidOrderStep(transform({ input, cart }, ({ input, cart }) => ({ paymentId: input.paymentId, lockOwner: cart.lockOwner })))
  recordAudit(
    transform({ input, claimed, orderId }, ({ input, claimed, orderId }) => ({
      actor: input.actor,
      entityType: "order" as const,
      entityId: orderId,
      action: "order.place-flagged-payment",
      before: { paymentId: input.paymentId, paymentState: claimed.before.state, flag: claimed.before.flag, orderId: null, amount: claimed.before.amount },
      after: { paymentId: input.paymentId, paymentState: "Paid", flag: null, orderId, amount: claimed.before.amount },
    }))
  )
  releaseLockStep(transform({ cart }, ({ cart }) => ({ key: cart.cartId, ownerId: cart.lockOwner })))
  return new WorkflowResponse({ orderId })
})
