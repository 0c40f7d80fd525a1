/**
 * Issue 48 (item 11): a merchant the admin disabled or deleted is not paid. Their payouts wait
 * (skipped, with the reason) until an admin releases them explicitly (`release` on the approval or
 * the retry), which the audit log records.
 */
export const PAYOUT_HOLD_MESSAGES = {
  disabled: "The merchant is disabled: payouts wait until an admin releases them.",
  deleted: "The merchant was deleted: payouts wait until an admin releases them.",
  releaseWithAll: "With all: true, release lists the merchantIds to pay although disabled or deleted.",
  releaseNotNamed: "release names the merchantId being approved.",
} as const

export type PayoutHold = keyof Pick<typeof PAYOUT_HOLD_MESSAGES, "disabled" | "deleted">

/** A merchant row as the payout checks read it (null: no merchant record at all). */
export type MerchantPayState = { isActive: boolean; deleted: boolean } | null

/** Why a merchant's payouts wait (deleted, or disabled), or null when they may be paid. */
export function payoutHoldOf(merchant: MerchantPayState): PayoutHold | null {
  if (!merchant || merchant.deleted) return "deleted"
  return merchant.isActive ? null : "disabled"
}

/** Whether an approval's `release` (true for the one merchant named, or a list of ids) covers this merchant. */
export function isReleased(release: true | string[] | undefined, merchantId: string): boolean {
  if (release === true) return true
  return Array.isArray(release) && release.includes(merchantId)
}
