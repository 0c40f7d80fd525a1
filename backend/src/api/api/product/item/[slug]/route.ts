import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { loadProductPage } from "../../../../../lib/catalog/product-page"
import { withLikes } from "../../../../../lib/wishlist/with-likes"

export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { product, body } = await loadProductPage(knex, req.params.slug)
  if (!product) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "No product found.")
  }
  const customerId = req.auth_context?.actor_id
  if (!customerId) {
    return res.type("application/json").send(body)
  }
  const [liked] = await withLikes(req.scope, customerId, [product])
  res.json({ product: liked })
}
