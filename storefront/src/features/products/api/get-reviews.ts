import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isNotFound } from '@/lib/api-client';
import { reviewKeys } from '@/lib/query-keys';

export interface Review {
  _id: string;
  title: string;
  review: string;
  rating: number;
  isRecommended: boolean | number;
  created: string;
  user: { firstName?: string | null } | null;
  /** The author received the product (a Delivered order line). */
  verifiedPurchase?: boolean;
}

export interface ProductReviews {
  reviews: Review[];
  /** Review count per star, 5 down to 1. */
  ratingSummary: { star: number; count: number }[];
  totalRatings: number;
  totalReviews: number;
  totalSummary: number;
}

interface ReviewsResponse {
  reviews?: Review[];
  ratingSummary?: Record<string, number>[];
  totalRatings?: number;
  totalReviews?: number;
  totalSummary?: number;
}

const STARS = [5, 4, 3, 2, 1] as const;
const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** The API's list of single-key objects ([{ "5": n }, …]) as one count per star, 5 down to 1. */
export function toRatingSummary(summary: Record<string, number>[] = []): ProductReviews['ratingSummary'] {
  const counts = new Map<number, number>();
  for (const entry of Array.isArray(summary) ? summary : []) {
    for (const [star, count] of Object.entries(entry ?? {})) counts.set(Number(star), num(count));
  }
  return STARS.map((star) => ({ star, count: counts.get(star) ?? 0 }));
}

export const emptyReviews = (): ProductReviews => ({
  reviews: [],
  ratingSummary: toRatingSummary(),
  totalRatings: 0,
  totalReviews: 0,
  totalSummary: 0,
});

/** GET /api/review/{slug}: the product's reviews and rating summary. A 404 means none. */
export async function getProductReviews(slug: string): Promise<ProductReviews> {
  let body: ReviewsResponse;
  try {
    body = await apiFetch<ReviewsResponse>(`/review/${encodeURIComponent(slug)}`);
  } catch (error) {
    if (isNotFound(error)) return emptyReviews();
    throw error;
  }
  const reviews = Array.isArray(body?.reviews) ? body.reviews : [];
  return {
    reviews,
    ratingSummary: toRatingSummary(body?.ratingSummary),
    totalRatings: num(body?.totalRatings),
    totalReviews: num(body?.totalReviews) || reviews.length,
    totalSummary: num(body?.totalSummary),
  };
}

export const productReviewsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: reviewKeys.product(slug), queryFn: () => getProductReviews(slug) });

export const useProductReviews = (slug: string) => useQuery(productReviewsQueryOptions(slug));
