import { z } from "@medusajs/framework/zod"
import { MAX_LENGTH } from "../../http/fields"

const merchantId = z.string().trim().min(1, "merchantId is invalid.").max(MAX_LENGTH.id, "merchantId is invalid.").optional()
const date = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .max(40, `${name} must be a date (YYYY-MM-DD or ISO 8601).`)
    .refine((text) => /^\d{4}-\d{2}-\d{2}/.test(text) && !Number.isNaN(Date.parse(text)), `${name} must be a date (YYYY-MM-DD or ISO 8601).`)
    .transform((text) => new Date(text))

export const EarningsQuery = z.object({ merchantId })

/** A period [from, to): `to` after `from`, at most 366 days. */
export const StatementQuery = z
  .object({ from: date("from"), to: date("to"), merchantId })
  .refine((query) => query.to > query.from, { message: "to must be after from." })
  .refine((query) => query.to.getTime() - query.from.getTime() <= 366 * 24 * 60 * 60 * 1000, { message: "A statement covers at most 366 days." })
