export const STARS = [5, 4, 3, 2, 1] as const

/**
 * The reviews summary of spec §3: ratingSummary lists, from 5 stars down to 1, how many
 * reviews gave that many (each rating rounded); totalSummary is their sum.
 */
export function summariseRatings(ratings: number[]) {
  const counts = new Map<number, number>(STARS.map((star) => [star, 0]))
  for (const rating of ratings) {
    const star = Math.min(5, Math.max(1, Math.round(rating)))
    counts.set(star, counts.get(star)! + 1)
  }
  return {
    ratingSummary: STARS.map((star) => ({ [star]: counts.get(star)! })),
    totalRatings: ratings.reduce((sum, rating) => sum + Math.round(rating), 0),
    totalReviews: ratings.length,
    totalSummary: ratings.length,
  }
}
