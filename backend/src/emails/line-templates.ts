import { Email, emailLayout, SHOP_NAME, shopUrl } from "./layout"

/** What the buyer is told about one line of their order. */
export type LineNotice = { orderId: string; name: string; variant: string | null; quantity: number }

const itemName = (line: LineNotice) => (line.variant ? `${line.name} (${line.variant})` : line.name)
export const orderUrl = (orderId: string) => `${shopUrl()}/#/order/${orderId}`

export const lineShippedEmail = (firstName: string, line: LineNotice): Email =>
  emailLayout(`${itemName(line)} is on its way`, [
    `Hi ${firstName || "there"},`,
    `${line.quantity} × ${itemName(line)} of your order ${line.orderId} has shipped and is on its way to you.`,
    "Follow each item of your order on its page.",
  ], { label: "Track your order", url: orderUrl(line.orderId) })

export const lineDeliveredEmail = (firstName: string, line: LineNotice): Email =>
  emailLayout(`${itemName(line)} was delivered`, [
    `Hi ${firstName || "there"},`,
    `${line.quantity} × ${itemName(line)} of your order ${line.orderId} was delivered. Thank you for shopping with us.`,
    "If something is wrong with it, contact us from the order's page.",
  ], { label: "View your order", url: orderUrl(line.orderId) })

/** SMS texts stay short (one or two 160-character parts) and name the item and the order. */
export const lineShippedSms = (line: LineNotice) =>
  `${SHOP_NAME}: ${line.quantity} x ${itemName(line)} of order ${line.orderId} has shipped. Track it: ${orderUrl(line.orderId)}`

export const lineDeliveredSms = (line: LineNotice) =>
  `${SHOP_NAME}: ${line.quantity} x ${itemName(line)} of order ${line.orderId} was delivered. Thank you!`
