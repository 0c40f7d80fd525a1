import { formatKes } from "../domain/money"
import { refundSentText } from "../domain/notifications/refund-words"
import { Email, emailLayout } from "./layout"
import { orderHelp, orderTrackUrl } from "./order-links"

/** M-Pesa paid the shopper's refund: how much, to which phone (masked) and its M-Pesa reference. */
export type RefundSentNotice = { number: string; amount: number; phone: string | null; receipt: string | null }

export const refundSentEmail = (firstName: string, refund: RefundSentNotice): Email =>
  emailLayout(`Refund sent for your order ${refund.number}`, [
    `Hi ${firstName || "there"},`,
    `${refundSentText(refund.receipt)}.`,
    `${formatKes(refund.amount)} was sent${refund.phone ? ` to ${refund.phone}` : ""} by M-Pesa for your order ${refund.number}.`,
  ], { label: "View your order", url: orderTrackUrl(refund.number) }, orderHelp(refund.number))
