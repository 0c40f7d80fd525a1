/**
 * What a B2C result, a Transaction Status result or an admin's "paid" says of a payout or a refund.
 * Failed is final (Transaction Status confirmed it, or Daraja refused the request); Claimed is a
 * failed B2C result, which only Transaction Status can confirm.
 */
export type Settlement =
  | { state: "Paid"; receipt: string; resultCode?: string | null; utilityFunds?: number | null }
  | { state: "Failed"; reason: string; resultCode?: string | null }
  | { state: "Claimed"; reason: string; resultCode?: string | null }
  | { state: "Mismatch"; reason: string; resultCode?: string | null }

/** What a payout row and a refund row both keep of their B2C request and its result. */
export type B2cRequestColumns = {
  receipt: string | null
  reason: string | null
  result_code: string | null
  /** A failed B2C result not yet confirmed by Transaction Status (its reason), while the row stays Processing. */
  claimed_failure: string | null
  attempts: number
  conversation_id: string | null
  unreconciled: boolean
  sent_at: Date | null
  status_query_at: Date | null
  settled_at: Date | null
  created_at: Date
}
