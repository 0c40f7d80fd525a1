import { z } from 'zod';
import { requiredText } from '@/lib/validation';

/** The server's bounds on a review's text. */
export const TITLE_MAX = 120;
export const REVIEW_MAX = 2000;

/** Spec §5, Review: title, review, rating (at least 1, 'Rating is required.'), isRecommended. */
export const reviewSchema = z.object({
  title: requiredText('Title is required.').max(TITLE_MAX, `Title may not be longer than ${TITLE_MAX} characters.`),
  review: requiredText('Review is required.').max(REVIEW_MAX, `Review may not be longer than ${REVIEW_MAX} characters.`),
  rating: z.number({ error: 'Rating is required.' }).min(1, 'Rating is required.'),
  isRecommended: z.enum(['1', '0'], { error: 'Recommendable is required.' }),
});
export type ReviewValues = z.infer<typeof reviewSchema>;

export const EMPTY_REVIEW: ReviewValues = { title: '', review: '', rating: 0, isRecommended: '1' };

/** The text a browser would show for `html`: tags dropped, entities decoded (nothing runs). */
export function stripHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').trim();
}
