import { formatShopDate } from "../domain/format/dates"
import { formatMoney as kes } from "../domain/format/money"
import { Email, emailLayout, SHOP_NAME, shopUrl } from "./layout"

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
  products: { name: string; quantity: number; totalPrice: number; status: string }[]
}

export const orderPlacedEmail = (firstName: string, order: OrderSummary): Email =>
  emailLayout(`Your order ${order.number} (${order._id}) is confirmed`, [
    `Hi ${firstName || "there"}, thank you for your order.`,
    `Order date: ${formatShopDate(order.created)}`,
    ...order.products.map((line) => `${line.quantity} × ${line.name}: ${kes(line.totalPrice)}`),
    `Subtotal: ${kes(order.total)}`,
    `VAT: ${kes(order.totalTax)}`,
    `Shipping & Handling: ${kes(order.shipping ?? 0)}`,
    `Total: ${kes(order.totalWithTax)}`,
    order.deliveryNote?.ready
      ? `Delivery: ${order.deliveryNote.text}`
      : "Where should we deliver it? Open your order and add your delivery details, so the seller can send it.",
  ], { label: order.deliveryNote?.ready ? "View your order" : "Add delivery details", url: `${shopUrl()}/#/order/${order._id}` })

export const orderCancelledEmail = (firstName: string, order: OrderSummary, itemName?: string): Email =>
  emailLayout(itemName ? `An item of order ${order.number} (${order._id}) was cancelled` : `Your order ${order.number} (${order._id}) was cancelled`, [
    `Hi ${firstName || "there"},`,
    itemName ? `${itemName} was cancelled from your order.` : "Your order was cancelled. Nothing will be charged for it.",
    `Order total now: ${kes(order.totalWithTax)}`,
  ], { label: "View your order", url: `${shopUrl()}/#/order/${order._id}` })

export const chatMessageWaitingEmail = (name: string, senderName: string): Email =>
  emailLayout("A support message is waiting for you", [
    `Hi ${name || "there"},`,
    `${senderName} wrote to you in the support chat while you were away. Sign in to read and answer it.`,
  ], { label: "Open the support chat", url: `${shopUrl()}/#/support` })
