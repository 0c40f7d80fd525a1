import { z } from "@medusajs/framework/zod"
import { descriptionField, SLUG_MESSAGE, SLUG_PATTERN } from "../../../domain/catalogue/slug"
import { MAX_LENGTH, strictNumber } from "../../http/fields"
import { MAX_IMAGES } from "../../http/uploaded-images"

const SKU_MESSAGE = "Sku may have alpha-numeric characters, as well as dashes and underscores only."
const flag = (name: string) =>
  z.union([z.boolean(), z.enum(["true", "false", "1", "0"])], { error: `${name} must be true or false.` }).transform(
    (value) => value === true || value === "true" || value === "1"
  )
const whole = strictNumber("Quantity must be a number.").pipe(
  z.number().int("Quantity must be a whole number.").min(0, "Quantity may not be negative.").max(1_000_000, "Quantity may not be greater than 1000000.")
)
const price = strictNumber("Price must be a number.").pipe(
  z.number().min(1, "Price must be at least 1.").max(100_000_000, "Price may not be greater than 100000000.")
)
const variants = z
  .union([z.string().max(MAX_LENGTH.text), z.array(z.string().max(MAX_LENGTH.name)).max(50)], { error: "Variants must be text." })
  .transform((value) => (Array.isArray(value) ? value : value.split(",")).map((v) => v.trim()).filter(Boolean))

const fields = {
  sku: z.string({ error: "Sku is required." }).trim().min(1, "Sku is required.").max(MAX_LENGTH.code, "Sku may not be longer than 120 characters.").regex(SLUG_PATTERN, SKU_MESSAGE),
  name: z.string({ error: "Name is required." }).trim().min(1, "Name is required.").max(200, "Name may not be longer than 200 characters."),
  slug: z.string({ error: "Slug must be text." }).trim().max(MAX_LENGTH.code, "Slug may not be longer than 120 characters.").regex(SLUG_PATTERN, SLUG_MESSAGE),
  description: descriptionField,
  quantity: whole,
  price,
  taxable: flag("taxable"),
  isActive: flag("isActive"),
  isAddon: flag("isAddon"),
  brand: z.string({ error: "Brand must be text." }).trim().max(MAX_LENGTH.id, "Brand is invalid."),
  variants,
}

/** The multipart fields of POST /api/product/add (spec §5 product add). */
export const AddProductForm = z.object({
  sku: fields.sku,
  name: fields.name,
  slug: fields.slug.optional(),
  description: fields.description,
  quantity: fields.quantity.default(1),
  price: fields.price.default(1),
  taxable: fields.taxable.default(false),
  isActive: fields.isActive.default(true),
  isAddon: fields.isAddon.default(false),
  brand: fields.brand.optional(),
  variants: fields.variants.optional().default([]),
})

/** PUT /api/product/:id { product }: any subset of the fields. */
export const UpdateProductBody = z.object({
  product: z.object(
    {
      sku: fields.sku.optional(),
      name: fields.name.optional(),
      slug: fields.slug.min(1, "Slug is required.").optional(),
      description: fields.description.optional(),
      quantity: fields.quantity.optional(),
      price: fields.price.optional(),
      taxable: fields.taxable.optional(),
      isAddon: fields.isAddon.optional(),
      brand: fields.brand.optional(),
      variants: fields.variants.optional(),
      category: z.string({ error: "Category is invalid." }).trim().max(MAX_LENGTH.id, "Category is invalid.").nullable().optional(),
      images: z
        .array(z.string({ error: "Images must be a list of file names." }).trim().min(1, "Images must be a list of file names.").max(300, "Images must be a list of file names."), {
          error: "Images must be a list of file names.",
        })
        .max(MAX_IMAGES, `A product may have at most ${MAX_IMAGES} images.`)
        .optional(),
    },
    { error: "product is required." }
  ),
})

export const ProductActiveBody = z.object({
  product: z.object({ isActive: fields.isActive }, { error: "product is required." }),
})
