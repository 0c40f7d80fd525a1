/** Average rating (spec §9): rounded totalRatings ÷ totalReviews, to 1 decimal. */
export function averageRating(totalRatings: number, totalReviews: number): string {
  return totalReviews > 0 ? (Math.round(totalRatings) / totalReviews).toFixed(1) : '0.0';
}

/** A star bar's share of totalSummary as a percentage with 2 decimals. */
export function ratingPercent(count: number, totalSummary: number): string {
  return totalSummary > 0 ? ((count / totalSummary) * 100).toFixed(2) : '0.00';
}
