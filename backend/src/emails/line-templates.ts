import { Email, emailLayout, SHOP_NAME } from "./layout"
import { orderHelp, orderTrackUrl } from "./order-links"
import { fitSms } from "./sms-text"

/**
 * What the buyer is told about one line of their order, by its DK number (`number`); `carrier` says
 * who brings it when the seller gave it ("Rider Otieno, 0712 345 678" or "G4S, waybill 123"), else null.
 */
export type LineNotice = {
  number: string
  name: string
  variant: string | null
  quantity: number
  carrier?: string | null
  /** How the order is paid: the e-mails say it, with the M-Pesa receipt (issue item 9). */
  payment?: { method: string; receipt: string | null }
}

const paymentLines = (line: LineNotice) =>
  !line.payment
    ? []
    : [line.payment.method === "mpesa" ? `Payment: M-Pesa${line.payment.receipt ? `, receipt ${line.payment.receipt}` : ""}` : "Payment: Pay on delivery"]

const itemName = (line: LineNotice) => (line.variant ? `${line.name} (${line.variant})` : line.name)

export const lineShippedEmail = (firstName: string, line: LineNotice): Email =>
  emailLayout(`${itemName(line)} is on its way`, [
    `Hi ${firstName || "there"},`,
    `${line.quantity} × ${itemName(line)} of your order ${line.number} has shipped and is on its way to you.`,
    ...(line.carrier ? [`It comes with ${line.carrier}.`] : []),
    ...paymentLines(line),
    "Follow each item of your order on its page.",
  ], { label: "Track your order", url: orderTrackUrl(line.number) }, orderHelp(line.number))

export const lineDeliveredEmail = (firstName: string, line: LineNotice): Email =>
  emailLayout(`${itemName(line)} was delivered`, [
    `Hi ${firstName || "there"},`,
    `${line.quantity} × ${itemName(line)} of your order ${line.number} was delivered. Thank you for shopping with us.`,
    ...paymentLines(line),
    "If something is wrong with it, contact us from the order's page.",
  ], { label: "View your order", url: orderTrackUrl(line.number) }, orderHelp(line.number))

/** SMS texts stay short (one 160-character SMS where possible) and name the item, the order's DK number and its link. */
export const lineShippedSms = (line: LineNotice) =>
  fitSms(
    (item) => `${SHOP_NAME}: ${line.quantity} x ${item} of order ${line.number} has shipped.${line.carrier ? ` ${line.carrier}.` : ""} ${orderTrackUrl(line.number)}`,
    itemName(line)
  )

export const lineDeliveredSms = (line: LineNotice) =>
  fitSms((item) => `${SHOP_NAME}: ${line.quantity} x ${item} of order ${line.number} was delivered. Thank you! ${orderTrackUrl(line.number)}`, itemName(line))
