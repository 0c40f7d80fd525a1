import { z } from "@medusajs/framework/zod"
import { MAX_LENGTH } from "../../http/fields"
import { dayOrInstant, daysApart, inOrder } from "../../http/dates"

const merchantId = z.string().trim().min(1, "merchantId is invalid.").max(MAX_LENGTH.id, "merchantId is invalid.").optional()

export const EarningsQuery = z.object({ merchantId })

/** A period [from, to): `to` after `from`, at most 366 days. */
export const StatementQuery = z
  .object({ from: dayOrInstant("from"), to: dayOrInstant("to"), merchantId })
  .refine((query) => inOrder(query.from, query.to), { message: "to must be after from." })
  .refine((query) => daysApart(query.from, query.to) <= 366, { message: "A statement covers at most 366 days." })
