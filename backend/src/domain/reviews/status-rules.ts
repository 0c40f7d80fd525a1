import { invalid } from "../errors"
import { MODERATION_STATUSES, type ModerationStatus } from "../moderation"

/** A review waits for a moderator, then is shown (approved) or not (rejected). */
export const REVIEW_STATUSES = MODERATION_STATUSES
export type ReviewStatus = ModerationStatus

export type Moderation = "approve" | "reject"

const TARGET: Record<Moderation, ReviewStatus> = { approve: "Approved", reject: "Rejected" }

/**
 * The status a moderation leads to (spec §4): pending can be approved or rejected, rejected
 * can be approved again, an approved review has no status actions. Asking for the status a
 * review already has changes nothing.
 */
export function moderatedStatus(current: ReviewStatus, action: Moderation): ReviewStatus {
  const target = TARGET[action]
  if (current === "Approved" && target === "Rejected") {
    throw invalid("An approved review cannot be rejected.")
  }
  return target
}
