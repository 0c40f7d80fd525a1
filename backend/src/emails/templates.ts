import { formatShopDate } from "../domain/format/dates"
import { formatKes } from "../domain/money"
import { refundWillText } from "../domain/notifications/refund-words"
import { Email, emailLayout, SHOP_NAME, shopUrl } from "./layout"
import { orderHelp, orderTrackUrl } from "./order-links"
import { SHOP_TIME_ZONE } from "../config/time-zone"

export const accountCreatedEmail = (firstName: string): Email =>
  emailLayout(`Welcome to ${SHOP_NAME}`, [
    `Hi ${firstName || "there"},`,
    `Thank you for signing up. You can now track your orders, save addresses and keep a wishlist.`,
  ], { label: "Visit the shop", url: `${shopUrl()}/#/shop` })

export const passwordResetEmail = (firstName: string, token: string): Email =>
  emailLayout("Reset your password", [
    `Hi ${firstName || "there"},`,
    "You (or someone else) asked to reset the password of your account. The link below works once and expires in one hour.",
    "If you did not ask for this, ignore this e-mail and your password stays the same.",
  ], { label: "Reset password", url: `${shopUrl()}/#/reset-password/${token}` })

export const passwordChangedEmail = (firstName: string): Email =>
  emailLayout("Your password was changed", [
    `Hi ${firstName || "there"},`,
    "The password of your account was just changed. If this was not you, reset your password at once and contact us.",
  ], { label: "Sign in", url: `${shopUrl()}/#/login` })

export const newsletterEmail = (): Email =>
  emailLayout(`You are subscribed to ${SHOP_NAME} news`, [
    "Thank you for subscribing. We will e-mail you about new products and offers.",
  ])

/**
 * Goes to whatever address the contact form was given, so it carries only the shop's own words:
 * neither the message nor the name typed in is quoted back.
 */
export const contactReceivedEmail = (): Email =>
  emailLayout("We received your message", [
    "Hello,",
    "Thank you for contacting us. We received your message and will get back to you at this address shortly.",
    "If you did not write to us, you can ignore this e-mail.",
  ])

type OrderSummary = {
  _id: string
  number: string
  total: number
  totalTax: number
  totalWithTax: number
  created: string | Date
  shipping?: number
  deliveryNote?: { ready: boolean; text: string }
  payment?: { method: string; receipt: string | null }
  products: { name: string; variant?: string | null; quantity: number; totalPrice: number; status: string }[]
}

/** An item as the shopper chose it: its name and, when it has one, the variant ("Solar Lantern (Red)"). */
export const itemName = (line: { name: string; variant?: string | null }) => (line.variant ? `${line.name} (${line.variant})` : line.name)

/** "Payment: M-Pesa, receipt QK7H2XYZ" or "Payment: Pay on delivery". */
const paymentLine = (order: OrderSummary) =>
  order.payment?.method === "mpesa"
    ? `Payment: M-Pesa${order.payment.receipt ? `, receipt ${order.payment.receipt}` : ""}`
    : "Payment: Pay on delivery"

export const orderPlacedEmail = (firstName: string, order: OrderSummary): Email =>
  emailLayout(`Your order ${order.number} is confirmed`, [
    `Hi ${firstName || "there"}, thank you for your order ${order.number}.`,
    `Order date: ${formatShopDate(order.created, SHOP_TIME_ZONE)}`,
    ...order.products.map((line) => `${line.quantity} × ${itemName(line)}: ${formatKes(line.totalPrice)}`),
    `Subtotal: ${formatKes(order.total)}`,
    `VAT: ${formatKes(order.totalTax)}`,
    `Shipping & Handling: ${formatKes(order.shipping ?? 0)}`,
    `Total: ${formatKes(order.totalWithTax)}`,
    paymentLine(order),
    order.deliveryNote?.ready
      ? `Delivery: ${order.deliveryNote.text}`
      : "Where should we deliver it? Open your order and add your delivery details, so the seller can send it.",
  ], order.deliveryNote?.ready
    ? { label: "Track your order", url: orderTrackUrl(order.number) }
    // The delivery form is on the order's own page.
    : { label: "Add delivery details", url: `${shopUrl()}/#/order/${order._id}` }, orderHelp(order.number))

/**
 * An order (or one item of it) cancelled. Paid by M-Pesa, it says what will be refunded and to which
 * phone (`refund`); paid on delivery, that nothing is to pay for it. Never "Kes. 0" after money left.
 */
export const orderCancelledEmail = (
  firstName: string,
  order: OrderSummary,
  item?: { name: string; variant?: string | null },
  refund?: { amount: number; phone: string | null } | null
): Email =>
  emailLayout(item ? `An item of order ${order.number} was cancelled` : `Your order ${order.number} was cancelled`, [
    `Hi ${firstName || "there"},`,
    item ? `${itemName(item)} was cancelled from your order ${order.number}.` : `Your order ${order.number} was cancelled.`,
    refund && refund.amount > 0
      ? `${refundWillText(refund.amount, refund.phone)}. We will tell you when it is sent.`
      : order.payment?.method === "mpesa"
        ? "Nothing more will be refunded for it."
        : item ? "You will not pay for it." : "Nothing will be charged for it.",
    ...(item ? [`Order total now: ${formatKes(order.totalWithTax)}`] : []),
    paymentLine(order),
  ], { label: "View your order", url: orderTrackUrl(order.number) }, orderHelp(order.number))

export const chatMessageWaitingEmail = (name: string, senderName: string): Email =>
  emailLayout("A support message is waiting for you", [
    `Hi ${name || "there"},`,
    `${senderName} wrote to you in the support chat while you were away. Sign in to read and answer it.`,
  ], { label: "Open the support chat", url: `${shopUrl()}/#/support` })
