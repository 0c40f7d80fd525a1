import { z } from "@medusajs/framework/zod"
import striptags from "striptags"
import { pagingQuery } from "../../http/paging"
import { moderationStatusFilter } from "../../http/status-filter"
import { PAGE_SIZES } from "../../../domain/shop-constants"

export const TITLE_MAX = 120
export const REVIEW_MAX = 2000

/** Text without HTML tags (the client strips them too), trimmed and bounded after stripping. */
const plainText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .max(max * 4, `${label} may not be longer than ${max} characters.`)
    .transform((text) => striptags(text).trim())
    .pipe(
      z
        .string()
        .min(1, `${label} is required.`)
        .max(max, `${label} may not be longer than ${max} characters.`)
        .refine((text) => !text.includes("\u0000"), `${label} may not contain NUL characters.`)
    )

const fromText = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value)

export const AddReviewBody = z.object({
  product: z.string({ error: "product is required." }).trim().min(1, "product is required.").max(200, "product is invalid."),
  title: plainText("Title", TITLE_MAX),
  review: plainText("Review", REVIEW_MAX),
  rating: z.preprocess(
    fromText,
    z
      .number({ error: "Rating is required." })
      .int("Rating must be a whole number of stars from 1 to 5.")
      .min(1, "Rating is required.")
      .max(5, "Rating must be a whole number of stars from 1 to 5.")
  ),
  isRecommended: z
    .preprocess(
      (value) => (typeof value === "boolean" ? Number(value) : fromText(value)),
      z.union([z.literal(1), z.literal(0)], { error: "isRecommended must be 1 or 0." })
    )
    .default(1)
    .transform((value) => value === 1),
})

/** Admins' list: a page, optionally only one status (the Waiting tab: `status=Waiting Approval`). */
export const ReviewListQuery = pagingQuery(PAGE_SIZES.reviews).extend({ status: moderationStatusFilter })
