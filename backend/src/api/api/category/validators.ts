import { z } from "@medusajs/framework/zod"
import { descriptionField, slugField } from "../../../domain/catalogue/slug"

const name = z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(100, "Name may not be longer than 100 characters.")
const products = z
  .array(z.string().min(1).max(200), { error: "Products are required." })
  .min(1, "Products are required.")
  .max(500, "A category may list at most 500 products at once.")

export const AddCategoryBody = z.object({ name, description: descriptionField, products, isActive: z.boolean().optional().default(true) })

export const UpdateCategoryBody = z.object({
  category: z.object(
    {
      name: name.optional(),
      slug: slugField.optional(),
      description: descriptionField.optional(),
      products: products.optional(),
    },
    { error: "category is required." }
  ),
})

export const CategoryActiveBody = z.object({
  category: z.object({ isActive: z.boolean({ error: "isActive must be true or false." }) }, { error: "category is required." }),
})
