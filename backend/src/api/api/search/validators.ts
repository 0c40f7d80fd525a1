import { z } from "@medusajs/framework/zod"
import { normalizeSynonym } from "../../../domain/search/synonyms"

/** Control characters never belong in a synonym. */
const printable = (text: string) => ![...text].some((c) => c < " " || c === "\u007f")

const phrase = (name: string) =>
  z
    .string({ error: `${name} is required.` })
    .transform(normalizeSynonym)
    .pipe(
      z
        .string()
        .min(2, `${name} must be at least 2 characters.`)
        .max(60, `${name} may not be longer than 60 characters.`)
        .refine(printable, `${name} may not contain control characters.`)
    )

export const SynonymBody = z
  .object({ term: phrase("Word"), meaning: phrase("Meaning") })
  .refine((body) => body.term !== body.meaning, { message: "A word and its meaning must differ.", path: ["meaning"] })
