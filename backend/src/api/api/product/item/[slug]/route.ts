import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { findProductBySlug, listProducts, SORT_ORDERS } from "../../../../../lib/catalog/list-products"
import { withLikes } from "../../../../../lib/wishlist/with-likes"

const ADDONS_SHOWN = 8

export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const [product, addons] = await Promise.all([
    findProductBySlug(knex, req.params.slug),
    listProducts(knex, { isAddon: true, order: SORT_ORDERS.newest, page: 1, limit: ADDONS_SHOWN + 1 }),
  ])
  if (!product) {
    return res.status(404).json({ message: "No product found." })
  }
  const customerId = req.auth_context?.actor_id
  const [liked] = customerId ? await withLikes(req.scope, customerId, [product]) : [product]
  res.json({
    product: {
      ...liked,
      addons: addons.products.filter((addon) => addon._id !== product._id).slice(0, ADDONS_SHOWN),
    },
  })
}
