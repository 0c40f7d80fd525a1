import { samePhone, type MpesaState } from "./mpesa"

/** What we asked Daraja for (the payment as stored). */
export type AskedPayment = {
  amount: number
  phone: string
  checkout_request_id: string | null
  merchant_request_id: string | null
}

/** What a success callback says was paid. */
export type ClaimedSuccess = {
  checkoutRequestId: string
  merchantRequestId?: string
  amount?: number
  receipt?: string
  phone?: string
}

/**
 * Why a success callback is not a claim we can act on (null: it is one). DESIGN §7: a callback is a
 * trigger, never proof. It must name both of our request ids and carry the amount we asked (whole
 * shillings), the phone we prompted and a receipt; even then it is only confirmed by Daraja's own
 * answer (STK query or Transaction Status).
 */
export function stkClaimProblem(asked: AskedPayment, claim: ClaimedSuccess): string | null {
  if (!asked.checkout_request_id || claim.checkoutRequestId !== asked.checkout_request_id) return "The callback names another CheckoutRequestID"
  if (!claim.merchantRequestId || claim.merchantRequestId !== asked.merchant_request_id) return "The callback names another MerchantRequestID than ours"
  if (claim.amount === undefined) return "The success callback carries no amount"
  if (!Number.isInteger(claim.amount) || claim.amount !== asked.amount) return `Paid amount ${claim.amount} is not the ${asked.amount} asked`
  if (claim.phone === undefined) return "The success callback carries no phone"
  if (!samePhone(claim.phone, asked.phone)) return "Paid from another phone than the one asked"
  if (!claim.receipt || !/^[A-Z0-9]{6,20}$/.test(claim.receipt)) return "The success callback carries no M-Pesa receipt"
  return null
}

/** A confirmed success is recorded from any state but a recorded one (Paid, or Refund due): a late success is never dropped. */
export const UNSETTLED_STATES: MpesaState[] = ["Pending", "Expired", "Failed", "Mismatch"]

/** States a failure or an unconfirmable claim may still close (a success is never overwritten). */
export const CLOSABLE_STATES: MpesaState[] = ["Pending", "Expired", "Failed"]

/** What a Transaction Status result says of a receipt we asked about. */
export type ReceiptStatus = { resultCode: number | string; transactionStatus?: string; amount?: number; receipt?: string }

/** Transaction Status confirms the claimed receipt: Completed, the same receipt, the amount asked. */
export function receiptConfirmed(asked: { amount: number; claimed_receipt: string | null }, status: ReceiptStatus): boolean {
  return (
    Number(status.resultCode) === 0 &&
    status.transactionStatus === "Completed" &&
    !!asked.claimed_receipt &&
    status.receipt === asked.claimed_receipt &&
    status.amount !== undefined &&
    Math.round(status.amount) === asked.amount
  )
}

export const FLAG_REASONS = {
  /** "{state}": the state the success replaced (filled in by the database, which knows it). */
  lateSuccess: "Paid after the payment was marked {state}: confirmed by M-Pesa",
  orderedOtherwise: "Paid for a cart already ordered another way: the whole amount is owed back",
  notOrderable: (why: string) => `Paid but the order could not be placed (${why}): the whole amount is owed back`,
  unconfirmed: (receipt: string) => `M-Pesa did not confirm the success the callback claimed (receipt ${receipt})`,
} as const

export const MPESA_ORDER_MESSAGES = {
  orderedOtherwise: "This cart was already ordered another way.",
} as const
