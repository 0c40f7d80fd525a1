import type { PayoutProvider } from "./types"

/**
 * M-Pesa B2C: each payout is one BusinessPayment with the payout's id as its OriginatorConversationID
 * (Daraja refuses a repeat: a retry cannot pay twice), sent through the M-Pesa module's B2C transport.
 */
export const mpesaB2cPayoutProvider: PayoutProvider = {
  kind: "mpesa",
  paidByHand: false,
  lateSuccessAllowed: true,
  send: (payout, transport) =>
    transport.b2c({
      id: payout.id,
      noun: "payout",
      amountCents: Number(payout.amount_cents),
      phone: payout.phone,
      remarks: "Duka seller payout",
      sentBefore: Number(payout.attempts) > 0 || !!payout.sent_at,
    }),
}
