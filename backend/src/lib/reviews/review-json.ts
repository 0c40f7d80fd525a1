type StoredReview = {
  id: string
  title: string
  review: string
  rating: number
  is_recommended: boolean
  status: string
  reviewer_name: string
  created_at: Date | string
}

/** A review in the API's shape (spec §3). */
export function toReviewJson(review: StoredReview, product: { slug: string; name: string; imageUrl: string | null }) {
  return {
    _id: review.id,
    title: review.title,
    review: review.review,
    rating: review.rating,
    isRecommended: review.is_recommended ? 1 : 0,
    status: review.status,
    created: review.created_at,
    product,
    user: { firstName: review.reviewer_name },
  }
}
