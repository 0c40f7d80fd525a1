import { z } from "@medusajs/framework/zod"
import { pagingQuery } from "../../http/paging"
import { SORT_ORDERS, SortOrder } from "../../../queries/catalogue/list-products"
import { PAGE_SIZES } from "../../../domain/shop-constants"
import { SEARCH_LIMITS } from "../../../domain/search-limits"

const number = (name: string) =>
  z.coerce.number({ error: `${name} must be a number.` }).refine(Number.isFinite, `${name} must be a number.`)

const booleanFlag = z
  .enum(["true", "false", "1", "0"], { error: "isAddon must be true or false." })
  .transform((value) => value === "true" || value === "1")

/** The legacy `sortOrder` JSON object, e.g. `{"price":-1}` or `{"_id":-1}`. */
const legacySortOrder = z.string().transform((text, ctx): SortOrder => {
  try {
    const parsed = JSON.parse(text)
    if (parsed && typeof parsed === "object") {
      if (Number(parsed.price) === -1) return SORT_ORDERS.priceHighToLow
      if (Number(parsed.price) === 1) return SORT_ORDERS.priceLowToHigh
      return SORT_ORDERS.newest
    }
  } catch {
    // reported below
  }
  ctx.addIssue({ code: "custom", message: "sortOrder must be a JSON object such as {\"price\":-1}." })
  return z.NEVER
})

/** Empty, or `all` as the original client sends it, means "no filter". */
const NO_FILTER = "all"
const textFilter = (value?: string) => (value && value.toLowerCase() !== NO_FILTER ? value : undefined)

export const PagingQuery = pagingQuery(PAGE_SIZES.products)
const { page, limit } = PagingQuery.shape

/** Control characters (NUL above all, which PostgreSQL refuses in text) never belong in a search. */
const printable = (text: string) => ![...text].some((c) => c < " " || c === "\u007f")

export const SearchParams = z.object({
  term: z
    .string()
    .trim()
    .min(1, "Type something to search for.")
    .max(SEARCH_LIMITS.maxTermLength, "The search may not be longer than 100 characters.")
    .refine(printable, "The search may not contain control characters."),
})

export const ProductListQuery = z
  .object({
    name: z
      .string()
      .trim()
      .max(SEARCH_LIMITS.maxTermLength, "name may not be longer than 100 characters.")
      .refine(printable, "name may not contain control characters.")
      .optional(),
    category: z.string().trim().max(200).optional(),
    brand: z.string().trim().max(200).optional(),
    min: number("min").pipe(z.number().min(0, "min may not be negative.")).optional(),
    max: number("max").pipe(z.number().min(0, "max may not be negative.")).optional(),
    isAddon: booleanFlag.optional(),
    rating: number("rating").pipe(z.number().min(0, "rating must be between 0 and 5.").max(5, "rating must be between 0 and 5.")).optional(),
    order: z.coerce
      .number({ error: "order must be 0, 1 or 2." })
      .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "order must be 0, 1 or 2." }))
      .optional(),
    sortOrder: legacySortOrder.optional(),
    page,
    limit,
  })
  .refine((q) => q.min === undefined || q.max === undefined || q.min <= q.max, {
    message: "min may not be greater than max.",
  })
  .transform(({ sortOrder, order, name, category, brand, ...rest }) => ({
    ...rest,
    name: textFilter(name),
    category: textFilter(category),
    brand: textFilter(brand),
    order: (order ?? sortOrder ?? SORT_ORDERS.newest) as SortOrder,
  }))
