import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { sharedPagePath, type PageMeta, type SharedPage } from "../../domain/catalogue/shared-pages"
import { SORT_ORDERS, type ProductPage } from "./list-products"
import { activeBrandsJson, activeCategoriesJson } from "./menu-lists"
import { cachedProductPage } from "./product-page"
import { productListing } from "./product-listing"

type Named = { name: string; slug: string; description?: string | null }

/** An image path of the API (`/api/files/…`) as an absolute URL of the shop. */
const absolute = (origin: string, path: string | null | undefined) => (path ? `${origin}${path}` : null)

/** Products looked at for a category's or brand's picture: the first page of the shop's listing. */
const IMAGE_CANDIDATES = 20

/** The image of the newest visible product that has one in a category or brand, from the cached listing. */
async function listingImage(container: MedusaContainer, filter: { category: string } | { brand: string }) {
  const listing = await productListing(container, { ...filter, order: SORT_ORDERS.newest, page: 1, limit: IMAGE_CANDIDATES })
  const { products } = listing.page ?? (JSON.parse(listing.json) as ProductPage)
  return products.find((product) => product.imageUrl)?.imageUrl ?? null
}

/** An active category or brand by slug, from the menu's cached list. */
async function findInMenu(json: Promise<string>, key: "categories" | "brands", slug: string) {
  const list = JSON.parse(await json)[key] as Named[]
  return list.find((entry) => entry.slug === slug) ?? null
}

/**
 * What a link preview shows for a shared page (`origin` is the shop's public origin), read
 * through the catalogue's caches; null when no visible product, active category or active brand
 * has that slug.
 */
export async function sharedPageMeta(container: MedusaContainer, page: SharedPage, origin: string): Promise<PageMeta | null> {
  const url = `${origin}${sharedPagePath(page)}`
  if (page.kind === "product") {
    const knex = container.resolve(ContainerRegistrationKeys.PG_CONNECTION)
    const { product } = await cachedProductPage(knex, page.slug)
    if (!product) return null
    return {
      title: product.name,
      description: product.description,
      url,
      image: absolute(origin, product.imageUrl),
      type: "product",
    }
  }
  const found =
    page.kind === "category"
      ? await findInMenu(activeCategoriesJson(container), "categories", page.slug)
      : await findInMenu(activeBrandsJson(container), "brands", page.slug)
  if (!found) return null
  const image = await listingImage(container, page.kind === "category" ? { category: page.slug } : { brand: page.slug })
  return {
    title: found.name,
    description: found.description ?? "",
    url,
    image: absolute(origin, image),
    type: "website",
  }
}
