import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { withLikes } from "../wishlist/with-likes"
import { listProducts, type ProductListFilters } from "./list-products"
import { productListCache } from "./list-cache"

/**
 * A page of the product list through the listing cache: the cached JSON text for an
 * anonymous caller, the page with isLiked for a signed-in one.
 */
export async function productListing(container: MedusaContainer, filters: ProductListFilters, customerId?: string) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const { page, body } = await productListCache.get(JSON.stringify(filters), async () => {
    const page = await listProducts(knex, filters)
    return { page, body: JSON.stringify(page) }
  })
  if (!customerId) {
    return { json: body }
  }
  return { page: { ...page, products: await withLikes(container, customerId, page.products) } }
}
