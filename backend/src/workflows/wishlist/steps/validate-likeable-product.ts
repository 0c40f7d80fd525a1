import { createStep } from "@medusajs/framework/workflows-sdk"
import { notFound } from "../../../domain/errors"
import { findVisibleProducts } from "../../../queries/catalogue/list-products"

/** Only a product the storefront shows can be liked or unliked (404 for anything else). */
export const validateLikeableProductStep = createStep("validate-likeable-product", async (productId: string, { container }) => {
  if (!(await findVisibleProducts(container, [productId])).length) throw notFound("No product found.")
})
