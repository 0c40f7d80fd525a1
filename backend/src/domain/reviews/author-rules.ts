import { invalid } from "../errors"

export const ALREADY_REVIEWED = "You have already reviewed this product."
export const OWN_BRAND_REVIEW = "You cannot review a product of your own brand."

type Author = { alreadyReviewed: boolean; ownBrandIds: string[] }

/**
 * Who may review a product: once per customer and product, and never the merchant of the
 * product's brand (their praise is not a shopper's). Throws 400 otherwise.
 */
export function assertMayReview({ alreadyReviewed, ownBrandIds }: Author, product: { brandId: string | null }) {
  if (product.brandId && ownBrandIds.includes(product.brandId)) {
    throw invalid(OWN_BRAND_REVIEW)
  }
  if (alreadyReviewed) {
    throw invalid(ALREADY_REVIEWED)
  }
}
