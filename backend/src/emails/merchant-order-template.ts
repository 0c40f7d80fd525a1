import { formatMoney as kes } from "../domain/format/money"
import { Email, emailLayout, SHOP_NAME, shopUrl } from "./layout"

/** A new order as one merchant sees it: only the lines of their brands, and whom to deliver to. */
export type MerchantOrderNotice = {
  orderId: string
  merchantName: string
  lines: { name: string; variant: string | null; quantity: number; totalPrice: number }[]
  buyer: { name: string; phone: string | null }
  // The order's delivery address or pickup station, when the order has one.
  delivery: string | null
}

const itemName = (line: { name: string; variant: string | null }) => (line.variant ? `${line.name} (${line.variant})` : line.name)
const deliveryLine = (notice: MerchantOrderNotice) => `Delivery details: ${notice.delivery ?? "to be confirmed"}`

export const merchantNewOrderEmail = (notice: MerchantOrderNotice): Email =>
  emailLayout(`New order ${notice.orderId}`, [
    `Hi ${notice.merchantName || "there"}, you have a new order to prepare.`,
    ...notice.lines.map((line) => `${line.quantity} × ${itemName(line)}: ${kes(line.totalPrice)}`),
    `Buyer: ${notice.buyer.name || "—"}${notice.buyer.phone ? `, ${notice.buyer.phone}` : ""}`,
    deliveryLine(notice),
    "Mark each item Processing, Shipped and Delivered on the order's page as it goes.",
  ], { label: "Open the order", url: `${shopUrl()}/#/order/${notice.orderId}` })

export const merchantNewOrderSms = (notice: MerchantOrderNotice) =>
  [
    `${SHOP_NAME}: new order ${notice.orderId}:`,
    notice.lines.map((line) => `${line.quantity} x ${itemName(line)}`).join(", ") + ".",
    `Buyer: ${notice.buyer.name || "-"}${notice.buyer.phone ? ` ${notice.buyer.phone}` : ""}.`,
    `${deliveryLine(notice)}.`,
  ].join(" ")
