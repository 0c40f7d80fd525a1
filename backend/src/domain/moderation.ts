/** The moderation states of merchants and reviews (spec §4): an application or a review waits, then is approved or rejected. */
export const MODERATION_STATUSES = ["Waiting Approval", "Approved", "Rejected"] as const
export type ModerationStatus = (typeof MODERATION_STATUSES)[number]
