import seed from "./reviews.json"

export type SeedReview = {
  /** product slug */
  product: string
  /** index into `reviewers` */
  reviewer: number
  title: string
  review: string
  rating: number
  isRecommended: boolean
}

/** Seeded shoppers (they have no password: they only sign the seeded reviews), and their reviews (reviews.json). */
export const reviewers: { email: string; first_name: string; last_name: string }[] = seed.reviewers
export const reviews: SeedReview[] = seed.reviews
