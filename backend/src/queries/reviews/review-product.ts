import type { MedusaContainer } from "@medusajs/framework/types"
import { knexOf } from "../knex-of"
import { findProductBySlug, findProductRows } from "../catalogue/list-products"
import { notFound } from "../../domain/errors"

export const NO_PRODUCT = "No product found."

/** The visible (active) product a review is about, given its id (the original client) or slug, with its brand. */
export async function findReviewableProduct(container: MedusaContainer, idOrSlug: string): Promise<{ id: string; brandId: string | null }> {
  const knex = knexOf(container)
  const [byId] = await findProductRows(knex, [idOrSlug])
  if (byId) return { id: byId.id, brandId: byId.brand_id }
  const bySlug = await findProductBySlug(knex, idOrSlug)
  if (bySlug) return { id: bySlug._id, brandId: bySlug.brand?._id ?? null }
  throw notFound(NO_PRODUCT)
}
