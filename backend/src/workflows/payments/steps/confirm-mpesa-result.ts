import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CLOSABLE_STATES, FLAG_REASONS, receiptConfirmed, stkClaimProblem } from "../../../domain/payments/stk-claim"
import { MPESA_MODULE, type B2cResult, type MpesaModuleService, type StkCallback, type StkQueryResult } from "../../../modules/mpesa"
import { findMpesaPayment } from "../../../queries/payments/mpesa-payments"
import { adoptMpesaPushWorkflow } from "../settle-mpesa-payment"
import { closePayment, payConfirmed, type PaymentRow, type Settled } from "./settle-mpesa-result"

const logger = (container: MedusaContainer) => container.resolve(ContainerRegistrationKeys.LOGGER)
const mpesaOf = (container: MedusaContainer) => container.resolve<MpesaModuleService>(MPESA_MODULE)

/** Where Transaction Status posts what it found of a receipt we asked about (the STK hook's secret). */
export const receiptStatusUrl = (callbackUrl: string) => `${callbackUrl}/status`

/**
 * The claimed receipt is asked about with Transaction Status (async: the answer comes to the status
 * hook). Without the initiator's settings, or when Daraja refuses the question, nobody can confirm
 * it: Mismatch, flagged for the admin (a confirmed success later still pays it).
 */
async function checkReceipt(container: MedusaContainer, payment: PaymentRow, receipt: string): Promise<Settled> {
  const mpesa = mpesaOf(container)
  const stk = mpesa.settings()
  const b2c = mpesa.b2cSettings()
  const unconfirmed = { resultCode: null, resultDesc: FLAG_REASONS.unconfirmed(receipt), flag: FLAG_REASONS.unconfirmed(receipt) }
  if (!stk || !b2c) return closePayment(container, payment, "Mismatch", CLOSABLE_STATES, "mismatch", unconfirmed)
  try {
    await mpesa.transactionStatus({
      transactionId: receipt,
      partyA: stk.daraja.shortcode,
      resultUrl: receiptStatusUrl(stk.callbackUrl),
      queueTimeoutUrl: receiptStatusUrl(stk.callbackUrl),
      remarks: "Payment check",
      occasion: payment.id,
    })
    return { outcome: "verifying", paymentId: payment.id }
  } catch (error) {
    logger(container).warn(`M-Pesa payment ${payment.id}: Transaction Status refused (${(error as Error).message})`)
    return closePayment(container, payment, "Mismatch", CLOSABLE_STATES, "mismatch", unconfirmed)
  }
}

async function stkQuery(container: MedusaContainer, payment: PaymentRow): Promise<StkQueryResult | null> {
  const mpesa = mpesaOf(container)
  if (!mpesa.settings() || !payment.checkout_request_id) return null
  try {
    return await mpesa.stkQuery(payment.checkout_request_id)
  } catch (error) {
    logger(container).warn(`M-Pesa query for ${payment.id} failed: ${(error as Error).message}`)
    return null
  }
}

/**
 * A success callback is a claim: it must be ours in every field (stkClaimProblem; else Mismatch,
 * flagged), then Daraja confirms it. The STK query saying paid pays it; saying "being processed" (or
 * not answering) leaves a pending payment to the job's next query; saying it failed, or a payment
 * already closed, sends its receipt to Transaction Status (Daraja's sandbox query says failed for
 * paid prompts: DARAJA.md).
 */
async function settleClaimedSuccess(container: MedusaContainer, payment: PaymentRow, callback: StkCallback): Promise<Settled> {
  const problem = stkClaimProblem(payment, callback)
  if (problem) {
    logger(container).warn(`M-Pesa payment ${payment.id} flagged: ${problem}`)
    return closePayment(container, payment, "Mismatch", CLOSABLE_STATES, "mismatch", { resultCode: 0, resultDesc: problem, flag: problem })
  }
  if (payment.state === "Paid" || payment.state === "RefundDue") return { outcome: "duplicate", paymentId: payment.id }
  const receipt = callback.receipt!
  await mpesaOf(container).updateMpesaPayments({ id: payment.id, claimed_receipt: receipt, claimed_at: new Date() })
  const answer = await stkQuery(container, payment)
  if (answer?.state === "done" && answer.resultCode === 0) return payConfirmed(container, payment, { receipt, resultDesc: answer.resultDesc })
  if (payment.state === "Pending" && answer?.state !== "done") return { outcome: "unconfirmed", paymentId: payment.id }
  return checkReceipt(container, { ...payment, claimed_receipt: receipt }, receipt)
}

/**
 * Daraja's STK callback, matched to our payment by CheckoutRequestID (or adopted by a push whose
 * answer was lost). A failure closes a pending payment Failed; a success is a claim to confirm.
 */
export async function settleMpesaCallback(container: MedusaContainer, callback: StkCallback): Promise<Settled> {
  let payment = await findMpesaPayment(container, { checkout_request_id: callback.checkoutRequestId })
  if (!payment && callback.resultCode === 0 && callback.amount !== undefined && callback.phone !== undefined && callback.receipt) {
    const { result: adopted } = await adoptMpesaPushWorkflow(container).run({
      input: { checkoutRequestId: callback.checkoutRequestId, merchantRequestId: callback.merchantRequestId, amount: callback.amount, phone: callback.phone },
    })
    if (adopted) payment = await findMpesaPayment(container, { id: adopted })
  }
  if (!payment) return { outcome: "unknown", paymentId: null }
  if (callback.resultCode === 0) return settleClaimedSuccess(container, payment, callback)
  if (payment.merchant_request_id !== callback.merchantRequestId) return { outcome: "foreign", paymentId: payment.id }
  return closePayment(container, payment, "Failed", ["Pending"], "failed", { resultCode: callback.resultCode, resultDesc: callback.resultDesc })
}

/**
 * The job's STK query answered for a pending payment: paid pays it (with the receipt a callback
 * claimed, if any); a failure closes it Failed, unless a callback claimed a receipt, which
 * Transaction Status then checks. A query never overwrites a recorded success.
 */
export async function settleMpesaQuery(container: MedusaContainer, paymentId: string, answer: { resultCode: number; resultDesc: string }): Promise<Settled> {
  const payment = await findMpesaPayment(container, { id: paymentId })
  if (!payment) return { outcome: "unknown", paymentId: null }
  if (answer.resultCode === 0) return payConfirmed(container, payment, { receipt: payment.claimed_receipt ?? null, resultDesc: answer.resultDesc })
  if (payment.claimed_receipt) return checkReceipt(container, payment, payment.claimed_receipt)
  return closePayment(container, payment, "Failed", ["Pending"], "failed", { resultCode: answer.resultCode, resultDesc: answer.resultDesc })
}

/**
 * Transaction Status's answer about a receipt a callback claimed (the payment's id in Occasion):
 * Completed with that receipt and the amount asked confirms it (Paid, or Refund due when the cart
 * can no longer be ordered); anything else means the claim is not confirmed: Mismatch, flagged.
 */
export async function settleReceiptStatus(container: MedusaContainer, status: B2cResult): Promise<Settled> {
  const paymentId = status.reference.Occasion
  const payment = paymentId ? await findMpesaPayment(container, { id: paymentId }) : null
  if (!payment || !payment.claimed_receipt) return { outcome: "unknown", paymentId: payment?.id ?? null }
  if (receiptConfirmed(payment, status)) {
    return payConfirmed(container, payment, { receipt: payment.claimed_receipt, resultDesc: "Confirmed by M-Pesa Transaction Status" })
  }
  const reason = `${FLAG_REASONS.unconfirmed(payment.claimed_receipt)}: ${status.resultDesc || status.transactionStatus || "no answer"}`
  return closePayment(container, payment, "Mismatch", CLOSABLE_STATES, "mismatch", { resultCode: null, resultDesc: reason, flag: reason })
}

/**
 * The job's second look at a success a callback claimed for a payment already closed Failed or
 * Expired, whose confirmation never came (a crash mid-way, a lost Transaction Status result): asked
 * again at most once a minute (`claimed_at` moves on), as the callback asked.
 */
export async function recheckClaim(container: MedusaContainer, paymentId: string): Promise<Settled> {
  const payment = await findMpesaPayment(container, { id: paymentId })
  if (!payment?.claimed_receipt || (payment.state !== "Failed" && payment.state !== "Expired")) return { outcome: "duplicate", paymentId }
  await mpesaOf(container).updateMpesaPayments({ id: payment.id, claimed_at: new Date() })
  const answer = await stkQuery(container, payment)
  if (answer?.state === "done" && answer.resultCode === 0) return payConfirmed(container, payment, { receipt: payment.claimed_receipt, resultDesc: answer.resultDesc })
  return checkReceipt(container, payment, payment.claimed_receipt)
}
