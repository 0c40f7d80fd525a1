import { MODERATION_STATUSES, type ModerationStatus } from "../moderation"

/** A merchant's application: waiting, approved (it may sell) or rejected. */
export const MERCHANT_STATUSES = MODERATION_STATUSES
export type MerchantStatus = ModerationStatus

/** What approving a merchant answers when it cannot go on (issue item 20: phone-only applicants). */
export const MERCHANT_APPROVAL_MESSAGES = {
  noEmail: (phoneNumber: string) =>
    `This merchant has no email address. Please call them at ${phoneNumber}, then add their email or invite them by SMS.`,
  emailOrSms: "Add an email or invite by SMS, not both.",
} as const
