import type { PayoutProvider } from "./types"

/** A bank transfer: the admin pays it by hand and marks it paid with the bank's reference; nothing is sent. */
export const bankTransferPayoutProvider: PayoutProvider = {
  kind: "bank",
  paidByHand: true,
  lateSuccessAllowed: false,
  send: async () => null,
}
