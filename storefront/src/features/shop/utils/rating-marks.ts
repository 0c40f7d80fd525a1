import type { MinRating } from './filters';

/**
 * The rating step slider (spec §9): positions 0–100 in steps of 20, left to right
 * 5, 4, 3, 2, 1 stars and 'Any' (minimum rating 0). Its default, 'Any', is the right end.
 */
export const RATING_SLIDER_MIN = 0;
export const RATING_SLIDER_MAX = 100;
export const RATING_SLIDER_STEP = 20;

/** Slider position → minimum rating: 0→5, 20→4, 40→3, 60→2, 80→1, 100→0 (any). */
export function ratingFromPosition(position: number): MinRating {
  const snapped = Math.round(position / RATING_SLIDER_STEP) * RATING_SLIDER_STEP;
  const clamped = Math.min(RATING_SLIDER_MAX, Math.max(RATING_SLIDER_MIN, snapped));
  return (5 - clamped / RATING_SLIDER_STEP) as MinRating;
}

/** Minimum rating → slider position: 5→0, 4→20, …, 1→80, 0 (any)→100. */
export function positionFromRating(rating: MinRating): number {
  return (5 - rating) * RATING_SLIDER_STEP;
}

/** Spoken/visible text of a minimum rating. */
export function ratingLabel(rating: MinRating): string {
  if (rating === 0) return 'Any';
  return rating === 1 ? '1 star & up' : `${rating} stars & up`;
}

/** The slider's marks, position → short label ('5', '4', … with a star; 'Any'). */
export const RATING_MARK_LABELS: ReadonlyArray<{ position: number; rating: MinRating; text: string }> = (
  [5, 4, 3, 2, 1, 0] as const
).map((rating) => ({
  position: positionFromRating(rating),
  rating,
  text: rating === 0 ? 'Any' : String(rating),
}));
