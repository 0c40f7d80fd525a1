import type { PayoutMethodKind } from "../../../domain/ledger/payouts"
import type { PayoutRow } from "../types"

/** One B2C BusinessPayment as a provider asks for it (the M-Pesa module's `sendB2c` input). */
export type B2cRequest = {
  /** The payout's id: the OriginatorConversationID (Daraja refuses a repeat) and Occasion. */
  id: string
  noun: "payout"
  amountCents: number
  phone: string | null
  remarks: string
  /** Sent before (a retry): a refusal now says nothing of the first request, which may have paid. */
  sentBefore: boolean
}

/**
 * What came of sending. Sent: accepted or outcome unknown (one more attempt, with the ConversationID
 * when known). Not sent: refused or not configured (the payout fails with the reason).
 */
export type PayoutSendOutcome =
  | { sent: true; conversationId: string | null; reason: string | null }
  | { sent: false; reason: string; resultCode: string | null }

/** What a provider may use to send: given by the workflow step that sends (a module cannot reach another module's service). */
export type PayoutTransport = { b2c: (request: B2cRequest) => Promise<PayoutSendOutcome> }

/**
 * How payouts of one method kind go out, as Medusa's payment module has a provider per way of
 * paying. The payout module picks one per payout method kind (`PayoutModuleService.provider`).
 */
export interface PayoutProvider {
  readonly kind: PayoutMethodKind
  /** An admin pays it by hand and marks it paid with the bank's reference. */
  readonly paidByHand: boolean
  /** A success may still come (and is posted, flagged) once it is Failed. */
  readonly lateSuccessAllowed: boolean
  /** Sends a Processing payout; null: nothing is sent (paid by hand). Never throws for the other side's answer. */
  send(payout: PayoutRow, transport: PayoutTransport): Promise<PayoutSendOutcome | null>
}
