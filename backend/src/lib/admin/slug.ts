import slugify from "slugify"

/** Letters, digits, dashes and underscores only (spec §5), lower case. */
export const SLUG_PATTERN = /^[a-zA-Z0-9_-]+$/

export function slugFrom(name: string) {
  return slugify(name, { lower: true, strict: true, trim: true }) || "item"
}
