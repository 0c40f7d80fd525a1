import { z } from "@medusajs/framework/zod"
import { CONTENT_LIMITS } from "../../../domain/content/pages"

/** Control characters other than line breaks and tabs never belong in a page. */
const printable = (text: string) => ![...text].some((c) => (c < " " && c !== "\n" && c !== "\r" && c !== "\t") || c === "\u007f")

export const ContentPageBody = z.object({
  title: z
    .string({ error: "Title is required." })
    .trim()
    .min(1, "Title is required.")
    .max(CONTENT_LIMITS.title, `Title may not be longer than ${CONTENT_LIMITS.title} characters.`)
    .refine(printable, "Title may not contain control characters."),
  body: z
    .string({ error: "Text is required." })
    .trim()
    .min(1, "Text is required.")
    .max(CONTENT_LIMITS.body, `Text may not be longer than ${CONTENT_LIMITS.body} characters.`)
    .refine(printable, "Text may not contain control characters."),
})
