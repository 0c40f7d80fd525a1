import { createStep } from "@medusajs/framework/workflows-sdk"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { notFound } from "../../../domain/errors"
import { findProductRows } from "../../../queries/catalogue/list-products"

/** Only a product the storefront shows can be liked or unliked (404 for anything else). */
export const validateLikeableProductStep = createStep("validate-likeable-product", async (productId: string, { container }) => {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  if (!(await findProductRows(knex, [productId])).length) throw notFound("No product found.")
})
