import { z } from "@medusajs/framework/zod"
import { daysBetween, isCalendarDate, EXPORT_RANGE_ORDER, EXPORT_RANGE_TOO_LONG, MAX_EXPORT_DAYS } from "../../../domain/overview/periods"

const day = (name: string) =>
  z
    .string({ error: `${name} is required (YYYY-MM-DD).` })
    .refine((text) => isCalendarDate(text), `${name} must be a date (YYYY-MM-DD).`)

/** Both dates included, in the shop's time zone; `from` not after `to`, at most 366 days apart. */
export const ExportQuery = z
  .object({ from: day("from"), to: day("to") })
  .refine((query) => daysBetween(query.from, query.to) >= 0, { message: EXPORT_RANGE_ORDER })
  .refine((query) => daysBetween(query.from, query.to) <= MAX_EXPORT_DAYS, { message: EXPORT_RANGE_TOO_LONG })
