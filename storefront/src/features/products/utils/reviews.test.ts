import { describe, expect, it } from 'vitest';
import { toRatingSummary } from '../api/get-reviews';
import { averageRating, ratingPercent } from './reviews';

describe('reviews summary', () => {
  it('averages rounded totalRatings over totalReviews to 1 decimal', () => {
    expect(averageRating(13, 3)).toBe('4.3');
    expect(averageRating(10, 2)).toBe('5.0');
    expect(averageRating(0, 0)).toBe('0.0');
  });

  it('shows each star bar as a percentage of totalSummary with 2 decimals', () => {
    expect(ratingPercent(2, 3)).toBe('66.67');
    expect(ratingPercent(1, 3)).toBe('33.33');
    expect(ratingPercent(0, 3)).toBe('0.00');
    expect(ratingPercent(0, 0)).toBe('0.00');
  });

  it('reads the single-key rating summary objects, 5 down to 1', () => {
    expect(toRatingSummary([{ '5': 2 }, { '4': 1 }, { '3': 0 }, { '2': 0 }, { '1': 0 }])).toEqual([
      { star: 5, count: 2 },
      { star: 4, count: 1 },
      { star: 3, count: 0 },
      { star: 2, count: 0 },
      { star: 1, count: 0 },
    ]);
    expect(toRatingSummary()).toHaveLength(5);
  });
});
