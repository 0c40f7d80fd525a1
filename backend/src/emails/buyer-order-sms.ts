import { formatKes } from "../domain/money"
import { refundSentText, refundWillText } from "../domain/notifications/refund-words"
import { SHOP_NAME } from "./layout"
import { orderTrackUrl } from "./order-links"
import { fitSms } from "./sms-text"

/**
 * The shopper's texts about her order (issue item 3), to the phone she gave at checkout: one
 * 160-character SMS where possible, the DK number and the order's link `/o/{number}`.
 */
type Payment = { method: string; receipt: string | null }
type Refund = { amount: number; phone: string | null } | null

const paidBy = (payment: Payment) =>
  payment.method === "mpesa" ? `paid by M-Pesa${payment.receipt ? ` ${payment.receipt}` : ""}` : "to pay on delivery"

/** `arrival` is the delivery promise ("Arrives Tue 3 – Wed 4 Dec"); its dash becomes a hyphen to keep the text GSM. */
export const orderPlacedSms = (order: { number: string; totalWithTax: number; payment: Payment }, arrival: string | null = null) =>
  `${SHOP_NAME}: order ${order.number} placed. Total ${formatKes(order.totalWithTax)}, ${paidBy(order.payment)}.${
    arrival ? ` ${arrival.replace(/\u2013/g, "-")}.` : ""
  } ${orderTrackUrl(order.number)}`

const refundSentence = (refund: Refund) => (refund && refund.amount > 0 ? ` ${refundWillText(refund.amount, refund.phone)}.` : "")

export const orderCancelledSms = (order: { number: string }, refund: Refund) =>
  `${SHOP_NAME}: order ${order.number} was cancelled.${refundSentence(refund)} ${orderTrackUrl(order.number)}`

export const lineCancelledSms = (order: { number: string }, line: { quantity: number; name: string; variant: string | null }, refund: Refund) =>
  fitSms(
    (item) => `${SHOP_NAME}: ${line.quantity} x ${item} of order ${order.number} was cancelled.${refundSentence(refund)} ${orderTrackUrl(order.number)}`,
    line.variant ? `${line.name} (${line.variant})` : line.name
  )

export const refundSentSms = (refund: { number: string; amount: number; phone: string | null; receipt: string | null }) =>
  `${SHOP_NAME}: ${refundSentText(refund.receipt)}: ${formatKes(refund.amount)}${refund.phone ? ` to ${refund.phone}` : ""} for order ${refund.number}. ${orderTrackUrl(refund.number)}`
