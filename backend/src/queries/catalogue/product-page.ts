import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "knex"
import { notFound } from "../../domain/errors"
import { withLikes } from "../wishlist/with-likes"
import { findProductBySlug, listProducts, SORT_ORDERS } from "./list-products"
import { productItemCache, productListCache } from "./list-cache"
import { renderStock, stockBody, withStock } from "./stock-body"

const ADDONS_SHOWN = 8
const ADDON_FILTERS = { isAddon: true, order: SORT_ORDERS.newest, page: 1, limit: ADDONS_SHOWN + 1 }
export const NO_PRODUCT = "No product found."

/** The active add-on products offered on every product page (one shared, cached query). */
async function addonProducts(knex: Knex) {
  const { page } = await productListCache.get(`addons:${JSON.stringify(ADDON_FILTERS)}`, async () => {
    const page = await listProducts(knex, ADDON_FILTERS)
    return { page }
  })
  return page.products
}

/**
 * A product page by slug: the visible product with its add-ons (never itself) and its
 * serialized `{ product }` body without the stock (stock-body.ts), or a null product. Cached with
 * the listings; the quantities in `product` are those read when it was cached.
 */
export function cachedProductPage(knex: Knex, slug: string) {
  return productItemCache.get(slug, async () => {
    const [product, addons] = await Promise.all([findProductBySlug(knex, slug), addonProducts(knex)])
    if (!product) return { product: null }
    const withAddons = { ...product, addons: addons.filter((addon) => addon._id !== product._id).slice(0, ADDONS_SHOWN) }
    return { product: withAddons, body: stockBody({ product: withAddons }) }
  })
}

/**
 * The `{ product }` reply for a product page, serialized, with the stock left: the cached body for
 * a guest, the product with isLiked for a signed-in shopper; `cached` when it was answered from the
 * cache. 404 when no visible product has this slug.
 */
export async function productPageJson(container: MedusaContainer, slug: string, customerId?: string) {
  const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
  const cached = productItemCache.has(slug)
  const { product, body } = await cachedProductPage(knex, slug)
  if (!product || !body) {
    throw notFound(NO_PRODUCT)
  }
  if (!customerId) {
    return { cached, json: await renderStock(knex, body) }
  }
  const [shown, ...addons] = await withStock(knex, [product, ...product.addons])
  const [liked] = await withLikes(container, customerId, [{ ...shown, addons }])
  return { cached, json: JSON.stringify({ product: liked }) }
}
