import { z } from "@medusajs/framework/zod"
import { EXPORT_RANGE_ORDER, EXPORT_RANGE_TOO_LONG, MAX_EXPORT_DAYS } from "../../../domain/overview/periods"
import { calendarDay, daysApart, inOrder } from "../../http/dates"

/** Both dates included, in the shop's time zone; `from` not after `to`, at most 366 days apart. */
export const ExportQuery = z
  .object({ from: calendarDay("from"), to: calendarDay("to") })
  .refine((query) => inOrder(query.from, query.to, { orEqual: true }), { message: EXPORT_RANGE_ORDER })
  .refine((query) => daysApart(query.from, query.to) <= MAX_EXPORT_DAYS, { message: EXPORT_RANGE_TOO_LONG })
