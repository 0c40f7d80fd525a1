import { z } from "@medusajs/framework/zod"
import { idText, strictNumber } from "../../http/fields"

export const MAX_CART_LINES = 50

export const AddToCartBody = z.object({
  products: z
    .array(
      z.object({
        product: idText("Each cart item needs a product."),
        quantity: strictNumber("Quantity must be a number.").pipe(z.number().int("Quantity must be a whole number.").min(1, "Quantity must be at least 1.")),
        variant: z.string().max(100).nullish(),
        // Sent by the storefront but never trusted: price and tax come from the database.
        price: z.unknown().optional(),
        taxable: z.unknown().optional(),
      }),
      { error: "products is required." }
    )
    .min(1, "Your cart is empty.")
    .max(MAX_CART_LINES, `A cart may hold at most ${MAX_CART_LINES} products.`),
})
