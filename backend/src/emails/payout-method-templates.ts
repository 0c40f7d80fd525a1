import { Email, emailLayout, SHOP_NAME, shopUrl } from "./layout"

/** What a payout-method notice says: who, the new method (its number masked) and when. */
export type PayoutMethodNotice = { name: string | null; kind: string; destination: string | null }

const methodText = (notice: PayoutMethodNotice) =>
  notice.kind === "mpesa" ? `M-Pesa ${notice.destination ?? ""}`.trim() : `bank account ${notice.destination ?? ""}`.trim()

/** To the merchant's contact before the change: where payouts now go, and what to do if it was not them. */
export const payoutMethodChangedEmail = (notice: PayoutMethodNotice): Email =>
  emailLayout(`Your ${SHOP_NAME} payout method was changed`, [
    `Hi ${notice.name ?? "there"},`,
    `Your payouts on ${SHOP_NAME} will now be sent to ${methodText(notice)}.`,
    "If you did not make this change, contact us at once: we will hold your payouts and help you secure your account.",
  ], { label: "Contact us", url: `${shopUrl()}/#/contact` })

export const payoutMethodChangedSms = (notice: PayoutMethodNotice) =>
  `${SHOP_NAME}: your payouts will now go to ${methodText(notice)}. Not you? Contact us at once.`
