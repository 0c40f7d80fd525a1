import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findProductBySlug } from "../../../../../lib/catalog/list-products"

export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const product = await findProductBySlug(knex, req.params.slug)
  if (!product) {
    return res.status(404).json({ message: "No product found." })
  }
  res.json({ product })
}
