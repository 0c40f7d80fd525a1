import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MpesaState } from "../../../domain/payments/mpesa"
import { FLAG_REASONS, MPESA_ORDER_MESSAGES, UNSETTLED_STATES } from "../../../domain/payments/stk-claim"
import type { findMpesaPayment } from "../../../queries/payments/mpesa-payments"
import { closeMpesaPaymentWorkflow, payMpesaPaymentWorkflow } from "../settle-mpesa-payment"

/** What a callback's or the job's settlement did (kept as a callback's outcome). */
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
