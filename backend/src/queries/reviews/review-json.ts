type StoredReview = {
  id: string
  title: string
  review: string
  rating: number
  is_recommended: boolean
  status: string
  reviewer_name: string
  verified_purchase?: boolean
  created_at: Date | string
}

export type ReviewProduct = { slug: string; name: string; imageUrl: string | null }

/** A review in the API's shape (spec §3); `product` is null when the product is gone. */
export function toReviewJson(review: StoredReview, product: ReviewProduct | null) {
  return {
    _id: review.id,
    title: review.title,
    review: review.review,
    rating: review.rating,
    isRecommended: review.is_recommended ? 1 : 0,
    status: review.status,
    verifiedPurchase: review.verified_purchase === true,
    created: review.created_at,
    product,
    user: { firstName: review.reviewer_name },
  }
}
