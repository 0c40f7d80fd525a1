import { z } from "@medusajs/framework/zod"
import { descriptionField, slugField } from "../../../domain/catalogue/slug"


export const AddBrandBody = z.object({
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(100, "Name may not be longer than 100 characters."),
  description: descriptionField,
  isActive: z.boolean({ error: "isActive must be true or false." }).optional().default(true),
})

export const UpdateBrandBody = z.object({
  brand: z.object(
    {
      name: z.string().trim().min(1, "Name is required.").max(100, "Name may not be longer than 100 characters.").optional(),
      slug: slugField.optional(),
      description: descriptionField.optional(),
    },
    { error: "brand is required." }
  ),
})

export const BrandActiveBody = z.object({
  brand: z.object({ isActive: z.boolean({ error: "isActive must be true or false." }) }, { error: "brand is required." }),
})
