import { PaymentSessionStatus } from "@medusajs/framework/utils"

/** What an M-Pesa payment session keeps in its `data`. */
export type MpesaSessionData = {
  /** The paying phone, 2547XXXXXXXX / 2541XXXXXXXX or the shop's +254 form. */
  phone?: string
  /** Whole shillings charged (the total with tax, rounded). */
  amount?: number
  /** The shop's payment id: AccountReference of the prompt. */
  paymentId?: string
  checkoutRequestId?: string | null
  merchantRequestId?: string | null
  /** Set once the result is known: 0 paid, 1032 cancelled, anything else failed. */
  resultCode?: number
  resultDesc?: string
  receipt?: string | null
  /** Kes. owed back to the shopper after a refund through Medusa (paid out by the shop's B2C refunds). */
  refundDue?: number
}

const CANCELLED_BY_USER = 1032

/** A Daraja result code as Medusa's session status: paid is captured (M-Pesa has no separate capture). */
export function sessionStatusOf(resultCode: number | undefined) {
  if (resultCode === undefined) return PaymentSessionStatus.PENDING
  if (resultCode === 0) return PaymentSessionStatus.CAPTURED
  return resultCode === CANCELLED_BY_USER ? PaymentSessionStatus.CANCELED : PaymentSessionStatus.ERROR
}
