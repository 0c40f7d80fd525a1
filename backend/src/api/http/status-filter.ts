import { z } from "@medusajs/framework/zod"

/** The moderation states of merchants and reviews (spec §4). */
export const MODERATION_STATUSES = ["Waiting Approval", "Approved", "Rejected"] as const

/** An optional `status` filter of a moderation list (the admin's Waiting tab): one of the states, else 400. */
export const moderationStatusFilter = z
  .enum(MODERATION_STATUSES, { error: `status must be one of: ${MODERATION_STATUSES.join(", ")}.` })
  .optional()
