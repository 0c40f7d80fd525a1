import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { stripHtml, type ReviewValues } from '../utils/review-schema';

export interface AddReviewResponse {
  success: boolean;
  message: string;
}

/**
 * POST /api/review/add {product, title, review, rating, isRecommended} → {success, message}.
 * The text goes without HTML (spec §5); the server strips it too.
 */
export const addReview = (productId: string, values: ReviewValues): Promise<AddReviewResponse> =>
  apiFetch<AddReviewResponse>('/review/add', {
    method: 'POST',
    body: JSON.stringify({
      product: productId,
      title: stripHtml(values.title),
      review: stripHtml(values.review),
      rating: values.rating,
      isRecommended: Number(values.isRecommended),
    }),
  });

export const useAddReview = (productId: string) =>
  useMutation({ mutationFn: (values: ReviewValues) => addReview(productId, values) });
