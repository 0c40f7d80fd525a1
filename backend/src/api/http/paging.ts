import { z } from "@medusajs/framework/zod"
import { MAX_PAGE_SIZE } from "../../domain/shop-constants"

const wholeNumber = (name: string, fallback: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number.` })
    .pipe(z.number().int(`${name} must be a whole number.`).min(1, `${name} must be at least 1.`))
    .transform((value) => Math.min(value, max))
    .default(fallback)

/** One-based `page` and a `limit` that defaults to `pageSize` and is capped at MAX_PAGE_SIZE. */
export function pagingQuery(pageSize: number) {
  return z.object({
    page: wholeNumber("page", 1, Number.MAX_SAFE_INTEGER),
    limit: wholeNumber("limit", pageSize, MAX_PAGE_SIZE),
  })
}
