import { z } from "@medusajs/framework/zod"
import { MAX_LENGTH } from "../../../http/fields"
import { OVERVIEW_DAYS, type OverviewDays } from "../../../../domain/overview/periods"

export const DAYS_INVALID = `days must be one of ${OVERVIEW_DAYS.join(", ")}.`

/** `days` 7, 30 (the default) or 90; `merchantId` (admins: one merchant's figures). */
export const OverviewQuery = z.object({
  days: z
    .string({ error: DAYS_INVALID })
    .optional()
    .refine((text) => text === undefined || (OVERVIEW_DAYS as readonly number[]).map(String).includes(text), DAYS_INVALID)
    .transform((text) => Number(text ?? 30) as OverviewDays),
  merchantId: z.string().trim().min(1, "merchantId is invalid.").max(MAX_LENGTH.id, "merchantId is invalid.").optional(),
})
