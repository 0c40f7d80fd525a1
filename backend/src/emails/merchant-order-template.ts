import { formatKes } from "../domain/money"
import { Email, emailLayout, SHOP_NAME, shopUrl } from "./layout"

/** A new order as one merchant sees it: only the lines of their brands, and whom to deliver to. */
export type MerchantOrderNotice = {
  orderId: string
  /** The order's DK number, which every notice shows (the id only in the link to the order's page). */
  number: string
  merchantName: string
  lines: { name: string; variant: string | null; quantity: number; totalPrice: number }[]
  buyer: { name: string; phone: string | null }
  // Where the order goes (address or pickup station), or that the buyer has not said yet.
  delivery: string
  // The buyer gave the delivery details after placing the order.
  deliveryUpdate?: boolean
}

const itemName = (line: { name: string; variant: string | null }) => (line.variant ? `${line.name} (${line.variant})` : line.name)
const deliveryLine = (notice: MerchantOrderNotice) => `Delivery details: ${notice.delivery}`

export const merchantNewOrderEmail = (notice: MerchantOrderNotice): Email =>
  emailLayout(`${notice.deliveryUpdate ? "Delivery details for order" : "New order"} ${notice.number}`, [
    notice.deliveryUpdate
      ? `Hi ${notice.merchantName || "there"}, the buyer has said where this order goes.`
      : `Hi ${notice.merchantName || "there"}, you have a new order to prepare.`,
    ...notice.lines.map((line) => `${line.quantity} × ${itemName(line)}: ${formatKes(line.totalPrice)}`),
    `Buyer: ${notice.buyer.name || "—"}${notice.buyer.phone ? `, ${notice.buyer.phone}` : ""}`,
    deliveryLine(notice),
    "Mark each item Processing, Shipped and Delivered on the order's page as it goes.",
  ], { label: "Open the order", url: `${shopUrl()}/#/order/${notice.orderId}` })

export const merchantNewOrderSms = (notice: MerchantOrderNotice) =>
  [
    `${SHOP_NAME}: ${notice.deliveryUpdate ? "delivery details for order" : "new order"} ${notice.number}:`,
    notice.lines.map((line) => `${line.quantity} x ${itemName(line)}`).join(", ") + ".",
    `Buyer: ${notice.buyer.name || "-"}${notice.buyer.phone ? ` ${notice.buyer.phone}` : ""}.`,
    `${deliveryLine(notice)}.`,
  ].join(" ")

/** A buyer (or the shop) cancelled lines of the seller's: which ones, and not to ship them (issue item 15). */
export type MerchantCancelNotice = Pick<MerchantOrderNotice, "orderId" | "number" | "merchantName"> & {
  lines: { name: string; variant: string | null; quantity: number }[]
  wholeOrder: boolean
}

export const merchantLinesCancelledEmail = (notice: MerchantCancelNotice): Email =>
  emailLayout(`Don't ship: order ${notice.number} was cancelled`, [
    `Hi ${notice.merchantName || "there"},`,
    notice.wholeOrder
      ? `The buyer's order ${notice.number} was cancelled. Don't ship these items:`
      : `An item of order ${notice.number} was cancelled. Don't ship it:`,
    ...notice.lines.map((line) => `${line.quantity} × ${itemName(line)}`),
    "If it has already left, call the rider or courier back; its stock is back for sale.",
  ], { label: "Open the order", url: `${shopUrl()}/#/order/${notice.orderId}` })

export const merchantLinesCancelledSms = (notice: MerchantCancelNotice) =>
  `${SHOP_NAME}: order ${notice.number} cancelled: ${notice.lines.map((line) => `${line.quantity} x ${itemName(line)}`).join(", ")}. Don't ship it.`
