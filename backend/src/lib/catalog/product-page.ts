import type { Knex } from "knex"
import { findProductBySlug, listProducts, SORT_ORDERS } from "./list-products"
import { productItemCache, productListCache } from "./list-cache"

const ADDONS_SHOWN = 8
const ADDON_FILTERS = { isAddon: true, order: SORT_ORDERS.newest, page: 1, limit: ADDONS_SHOWN + 1 }

/** The active add-on products offered on every product page (one shared, cached query). */
async function addonProducts(knex: Knex) {
  const { page } = await productListCache.get(`addons:${JSON.stringify(ADDON_FILTERS)}`, async () => {
    const page = await listProducts(knex, ADDON_FILTERS)
    return { page, body: "" }
  })
  return page.products
}

/**
 * A product page by slug: the visible product with its add-ons (never itself) and its
 * serialized `{ product }` body, or a null product. Cached with the listings.
 */
export function loadProductPage(knex: Knex, slug: string) {
  return productItemCache.get(slug, async () => {
    const [product, addons] = await Promise.all([findProductBySlug(knex, slug), addonProducts(knex)])
    if (!product) return { product: null, body: "" }
    const withAddons = { ...product, addons: addons.filter((addon) => addon._id !== product._id).slice(0, ADDONS_SHOWN) }
    return { product: withAddons, body: JSON.stringify({ product: withAddons }) }
  })
}
