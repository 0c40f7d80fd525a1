import { z } from "@medusajs/framework/zod"
import slugify from "slugify"

/** Letters, digits, dashes and underscores only (spec §5), lower case. */
export const SLUG_PATTERN = /^[a-zA-Z0-9_-]+$/

export function slugFrom(name: string) {
  return slugify(name, { lower: true, strict: true, trim: true }) || "item"
}

export const SLUG_MESSAGE = "Slug may have alpha-numeric characters, as well as dashes and underscores only."

/** A changed slug of a brand, category or product. */
export const slugField = z
  .string()
  .trim()
  .min(1, "Slug is required.")
  .max(120, "Slug may not be longer than 120 characters.")
  .regex(SLUG_PATTERN, SLUG_MESSAGE)

/** The description of a brand, category or product (spec §5). */
export const descriptionField = z
  .string({ error: "Description is required." })
  .trim()
  .min(1, "Description is required.")
  .max(200, "Description may not be greater than 200 characters.")
