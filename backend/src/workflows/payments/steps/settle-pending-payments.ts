import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { duePendingPayments, findMpesaPayment, paidWithoutOrder, unconfirmedClaims } from "../../../queries/payments/mpesa-payments"
import { MPESA_MODULE, type MpesaModuleService } from "../../../modules/mpesa"
import { FLAG_REASONS, MPESA_ORDER_MESSAGES } from "../../../domain/payments/stk-claim"
import { closeMpesaPaymentWorkflow, payMpesaPaymentWorkflow } from "../settle-mpesa-payment"
import { closePayment } from "./settle-mpesa-result"
import { recheckClaim, settleMpesaQuery } from "./confirm-mpesa-result"

/** The job queries a pending payment once its prompt is this old (Daraja's result usually comes first). */
export const QUERY_AFTER_MS = 60_000

/**
 * What the callback did not settle: each pending payment at least a minute old is asked about with
 * an STK query ("being processed" means still pending; a result settles it like a callback would,
 * and never overwrites a recorded success); one past its expiry with no result becomes Expired and
 * its held stock is released. A success a callback claimed for a Failed or Expired payment whose
 * confirmation never came is asked about again. A paid payment whose order a crash kept back gets
 * its order (or, when its cart was ordered another way meanwhile, becomes Refund due).
 */
export async function settlePendingMpesaPayments(container: MedusaContainer, now = new Date()) {
  const mpesa = container.resolve<MpesaModuleService>(MPESA_MODULE)
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const counts = { settled: 0, expired: 0, ordered: 0 }
  const client = mpesa.settings() ? mpesa : null

  for (const due of await duePendingPayments(container, now, QUERY_AFTER_MS)) {
    if (due.checkout_request_id && client) {
      try {
        const answer = await client.stkQuery(due.checkout_request_id)
        if (answer.state === "done") {
          const { outcome } = await settleMpesaQuery(container, due.id, answer)
          if (outcome !== "duplicate" && outcome !== "unknown" && outcome !== "verifying") counts.settled++
          continue
        }
      } catch (error) {
        logger.warn(`M-Pesa query for ${due.id} failed: ${(error as Error).message}`)
      }
    }
    if (now.getTime() >= new Date(due.expires_at).getTime()) {
      const payment = await findMpesaPayment(container, { id: due.id })
      if (!payment) continue
      const { result } = await closeMpesaPaymentWorkflow(container).run({
        input: { paymentId: due.id, cartId: payment.cart_id, from: ["Pending"], to: "Expired", resultCode: null, resultDesc: null },
      })
      if (result.previous) counts.expired++
    }
  }

  for (const id of await unconfirmedClaims(container, new Date(now.getTime() - QUERY_AFTER_MS))) {
    try {
      const { outcome } = await recheckClaim(container, id)
      if (outcome === "paid" || outcome === "refund-due" || outcome === "mismatch") counts.settled++
    } catch (error) {
      logger.warn(`M-Pesa payment ${id}: claimed success not yet confirmed: ${(error as Error).message}`)
    }
  }

  for (const id of await paidWithoutOrder(container, new Date(now.getTime() - QUERY_AFTER_MS))) {
    try {
      // Claiming Paid from Paid re-runs only the order's placement, which returns the cart's order if it exists.
      const { result } = await payMpesaPaymentWorkflow(container).run({ input: { paymentId: id, from: ["Paid"], to: "Paid", resultCode: 0, resultDesc: "Paid" } })
      if (result.orderId) counts.ordered++
    } catch (error) {
      const message = (error as Error).message
      logger.warn(`M-Pesa payment ${id}: order still not placed: ${message}`)
      // Ordered another way while the crash kept this one back: the money is owed back, not attached.
      const payment = message === MPESA_ORDER_MESSAGES.orderedOtherwise ? await findMpesaPayment(container, { id }) : null
      if (payment) await closePayment(container, payment, "RefundDue", ["Paid"], "refund-due", { resultCode: 0, resultDesc: "Paid", flag: FLAG_REASONS.orderedOtherwise })
    }
  }
  return counts
}

/** The job's pass as a step (`now` ISO, injectable for tests); answers the counts. Nothing to undo: each settlement is its own workflow. */
export const settlePendingMpesaPaymentsStep = createStep("settle-pending-mpesa-payments", async (input: { now?: string }, { container }) => {
  return new StepResponse(await settlePendingMpesaPayments(container, input.now ? new Date(input.now) : new Date()))
})
