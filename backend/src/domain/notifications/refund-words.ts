import { formatKes } from "../money"

/**
 * How a shopper is told about her M-Pesa refund, in one set of words for the cancel dialog, the
 * order page, the e-mails and the SMS (issue item 2): what will be refunded, to which phone (masked
 * as people read it: "0712 *** 615"), and, once M-Pesa paid it, its receipt.
 */

/** A Kenyan phone (2547…, +2547…, 07…) as a shopper reads it, masked: "0712 *** 615"; null when it is not one. */
export function maskShopperPhone(phone: string | null | undefined): string | null {
  const digits = String(phone ?? "").replace(/\D/g, "")
  if (digits.length < 9) return null
  const national = `0${digits.slice(-9)}`
  return `${national.slice(0, 4)} *** ${national.slice(-3)}`
}

/** "Kes. 13,349 will be refunded to 0712 *** 615 by M-Pesa" (the phone left out when unknown). */
export const refundWillText = (amount: number, phone: string | null) =>
  `${formatKes(amount)} will be refunded${phone ? ` to ${phone}` : ""} by M-Pesa`

/** "Refund sent, M-Pesa ref QK7H2XYZ" (without the reference when M-Pesa gave none). */
export const refundSentText = (receipt: string | null) => (receipt ? `Refund sent, M-Pesa ref ${receipt}` : "Refund sent by M-Pesa")

/**
 * What a cancellation refunds, in whole shillings (B2C pays whole shillings): the order cancelled
 * whole gives back all M-Pesa took (delivery fee and rounding included); a cancelled line gives back
 * its price. Less what refunds already sent (on their way or paid) cover. 0: nothing to refund.
 */
export function refundDue(facts: { paid: boolean; paymentAmount: number; allCancelled: boolean; cancelledAmount: number; sentAmount: number }) {
  if (!facts.paid) return 0
  const owed = facts.allCancelled ? facts.paymentAmount : facts.cancelledAmount
  return Math.max(0, Math.floor(owed + 1e-9) - Math.round(facts.sentAmount))
}
