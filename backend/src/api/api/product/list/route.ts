import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { listProducts } from "../../../../lib/catalog/list-products"
import { productListCache } from "../../../../lib/catalog/list-cache"
import { parseInput } from "../../../../lib/http/parse"
import { withLikes } from "../../../../lib/wishlist/with-likes"
import { ProductListQuery } from "../validators"

export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const filters = parseInput(ProductListQuery, req.query)
  const knex = req.scope.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { page, body } = await productListCache.get(JSON.stringify(filters), async () => {
    const page = await listProducts(knex, filters)
    return { page, body: JSON.stringify(page) }
  })
  const customerId = req.auth_context?.actor_id
  if (!customerId) {
    return res.type("application/json").send(body)
  }
  res.json({ ...page, products: await withLikes(req.scope, customerId, page.products) })
}
