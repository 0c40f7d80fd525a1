import { z } from "@medusajs/framework/zod"
import { SLUG_PATTERN } from "../../../lib/admin/slug"

const description = z
  .string({ error: "Description is required." })
  .trim()
  .min(1, "Description is required.")
  .max(200, "Description may not be greater than 200 characters.")

export const AddBrandBody = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(100, "Name may not be longer than 100 characters."),
  description,
  isActive: z.boolean({ error: "isActive must be true or false." }).optional().default(true),
})

export const UpdateBrandBody = z.object({
  brand: z.object(
    {
      name: z.string().trim().min(1, "Name is required.").max(100, "Name may not be longer than 100 characters.").optional(),
      slug: z
        .string()
        .trim()
        .min(1, "Slug is required.")
        .max(120, "Slug may not be longer than 120 characters.")
        .regex(SLUG_PATTERN, "Slug may have alpha-numeric characters, as well as dashes and underscores only.")
        .optional(),
      description: description.optional(),
    },
    { error: "brand is required." }
  ),
})

export const BrandActiveBody = z.object({
  brand: z.object({ isActive: z.boolean({ error: "isActive must be true or false." }) }, { error: "brand is required." }),
})
