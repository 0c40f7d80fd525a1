import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { withLikes } from "../wishlist/with-likes"
import { listProducts, type ProductListFilters } from "./list-products"
import { productListCache } from "./list-cache"
import { renderStock, stockBody, withStock } from "./stock-body"

/**
 * A page of the product list through the listing cache: the cached JSON text (the stock left
 * put in) for an anonymous caller, the page with its stock and isLiked for a signed-in one;
 * `cached` when it was answered from the cache, `key` its cache key.
 */
export async function productListing(container: MedusaContainer, filters: ProductListFilters, customerId?: string) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const key = JSON.stringify(filters)
  const cached = productListCache.has(key)
  const { page, body } = await productListCache.get(key, async () => {
    const page = await listProducts(knex, filters)
    return { page, body: stockBody(page) }
  })
  if (!customerId) {
    return { cached, key, json: await renderStock(knex, body!) }
  }
  const products = await withStock(knex, page.products)
  return { cached, key, page: { ...page, products: await withLikes(container, customerId, products) } }
}
