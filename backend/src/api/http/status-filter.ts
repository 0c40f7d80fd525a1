import { z } from "@medusajs/framework/zod"

import { MODERATION_STATUSES } from "../../domain/moderation"

/** An optional `status` filter of a moderation list (the admin's Waiting tab): one of the states, else 400. */
export const moderationStatusFilter = z
  .enum(MODERATION_STATUSES, { error: `status must be one of: ${MODERATION_STATUSES.join(", ")}.` })
  .optional()
