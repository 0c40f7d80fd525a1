import type { Knex } from "knex"
import { findProductBySlug, findProductRows } from "../catalogue/list-products"
import { notFound } from "../../domain/errors"

export const NO_PRODUCT = "No product found."

/** The visible (active) product a review is about, given its id (the original client) or slug. */
export async function findReviewableProduct(knex: Knex, idOrSlug: string) {
  const [byId] = await findProductRows(knex, [idOrSlug])
  if (byId) return { id: byId.id }
  const bySlug = await findProductBySlug(knex, idOrSlug)
  if (bySlug) return { id: bySlug._id }
  throw notFound(NO_PRODUCT)
}
