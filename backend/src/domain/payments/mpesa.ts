import { wholeShillingsUp } from "../money"

/** An M-Pesa payment's life: Pending until its first terminal result (which never changes, except a late success after expiry). */
export const MPESA_STATES = ["Pending", "Paid", "Failed", "Expired", "RefundDue", "Mismatch"] as const
export type MpesaState = (typeof MPESA_STATES)[number]

/** What a shopper, merchant or admin reads as the payment's state on an order. */
export const PAYMENT_STATE_LABELS = {
  Pending: "Awaiting payment",
  Paid: "Paid",
  Failed: "Failed",
  Expired: "Failed",
  RefundDue: "Refund due",
  Refunded: "Refunded",
  Mismatch: "Failed",
  cod: "Pay on delivery",
} as const

export type PaymentLabel = (typeof PAYMENT_STATE_LABELS)[keyof typeof PAYMENT_STATE_LABELS]

/**
 * Daraja takes whole shillings: the amount charged is the order's total with tax (fee included)
 * rounded up to the next whole shilling (Kes. 10.49 → 11), never below the total. Counted in whole
 * cents first, so binary fractions (0.1 + 0.2) do not add a shilling.
 */
export function mpesaAmount(totalWithTax: number) {
  return wholeShillingsUp(totalWithTax)
}

/** A Kenyan mobile number as Daraja wants it (2547XXXXXXXX / 2541XXXXXXXX), from the shop's +254 form. */
export function darajaPhone(shopPhone: string) {
  return shopPhone.replace(/^\+/, "")
}

/** 2547…/07…/+2547… compared by their last nine digits. */
export function samePhone(a: string | number | null | undefined, b: string | number | null | undefined) {
  const tail = (value: string | number | null | undefined) => String(value ?? "").replace(/\D/g, "").slice(-9)
  return tail(a).length === 9 && tail(a) === tail(b)
}

/** Daraja's AccountReference (≤ 12 characters, alphanumeric) and TransactionDesc (≤ 13). */
export function accountReference(paymentId: string) {
  return paymentId.replace(/[^A-Za-z0-9]/g, "").slice(-12)
}
export const TRANSACTION_DESC = "Shop order"

export const MPESA_MESSAGES = {
  notConfigured: "M-Pesa payments are not available. Please choose pay on delivery.",
  tooMuch: (max: number) => `M-Pesa payments are limited to Kes. ${max.toLocaleString("en-US")}. Please choose pay on delivery.`,
  tooLittle: "The amount to pay with M-Pesa must be at least Kes. 1.",
  alreadyWaiting: "A payment for this order is already waiting on your phone.",
  /** A retry for a cart already ordered names that order, paid by M-Pesa or not. */
  alreadyOrdered: (orderNumber: string, paid: boolean) =>
    paid ? `You already paid for this: see order ${orderNumber}` : `You already ordered this: see order ${orderNumber}`,
  ordered: "This cart has already been ordered.",
  phoneLocked: "A payment is already waiting on this phone. Please finish it or wait a minute and try again.",
  unavailable: "M-Pesa could not be reached. Please try again or choose pay on delivery.",
  expired: "The payment was not completed in time.",
  mismatch: "The payment did not match this order. The shop will contact you.",
  refundDue: "Your payment arrived after the order expired and the items were no longer in stock; it will be refunded.",
} as const

/** How an order was paid, as its metadata keeps it (none: pay on delivery). */
export type StoredOrderPayment = { method?: string; state?: string; receipt?: string | null; amount?: number | null }

/**
 * An order's `payment` in the API: M-Pesa with its state, receipt and whole-shilling amount, or pay
 * on delivery. A paid order whose every line was cancelled owes the money back: "Refund due", until
 * its refund by M-Pesa B2C is paid: "Refunded".
 */
export function orderPaymentJson(stored: StoredOrderPayment | null | undefined, cancelled = false, refunded = false) {
  if (stored?.method !== "mpesa") return { method: "cod" as const, state: PAYMENT_STATE_LABELS.cod as PaymentLabel, receipt: null, amount: null }
  const owed = cancelled && stored.state === "Paid"
  const stateOf = owed ? (refunded ? "Refunded" : "RefundDue") : (stored.state as MpesaState)
  const state = (PAYMENT_STATE_LABELS[stateOf] ?? "Awaiting payment") as PaymentLabel
  return { method: "mpesa" as const, state, receipt: stored.receipt ?? null, amount: stored.amount ?? null }
}

/** The payment states the staff order list filters by, and what each means in an order's metadata. */
export const ORDER_PAYMENT_FILTERS = ["Paid", "Refund due", "Refunded", "Pay on delivery"] as const
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number]
export const STORED_PAYMENT_STATE: Record<Exclude<OrderPaymentFilter, "Pay on delivery">, MpesaState> = {
  Paid: "Paid",
  "Refund due": "RefundDue",
  Refunded: "Paid",
}
