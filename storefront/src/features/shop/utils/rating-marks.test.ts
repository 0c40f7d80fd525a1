import { describe, expect, it } from 'vitest';
import type { MinRating } from './filters';
import { RATING_MARK_LABELS, positionFromRating, ratingFromPosition, ratingLabel } from './rating-marks';

describe('rating slider marks (spec §9)', () => {
  it.each([
    [0, 5],
    [20, 4],
    [40, 3],
    [60, 2],
    [80, 1],
    [100, 0],
  ] as const)('position %i is a minimum rating of %i', (position, rating) => {
    expect(ratingFromPosition(position)).toBe(rating);
    expect(positionFromRating(rating as MinRating)).toBe(position);
  });

  it("puts 'Any' (rating 0, the default) at the right end, 100", () => {
    expect(positionFromRating(0)).toBe(100);
    expect(RATING_MARK_LABELS.at(-1)).toEqual({ position: 100, rating: 0, text: 'Any' });
  });

  it('labels the marks 5, 4, 3, 2, 1 and Any from left to right', () => {
    expect(RATING_MARK_LABELS.map(({ position, text }) => [position, text])).toEqual([
      [0, '5'],
      [20, '4'],
      [40, '3'],
      [60, '2'],
      [80, '1'],
      [100, 'Any'],
    ]);
  });

  it('snaps and clamps positions between marks', () => {
    expect(ratingFromPosition(27)).toBe(4);
    expect(ratingFromPosition(-40)).toBe(5);
    expect(ratingFromPosition(140)).toBe(0);
  });

  it('describes a minimum rating', () => {
    expect(ratingLabel(0)).toBe('Any');
    expect(ratingLabel(1)).toBe('1 star & up');
    expect(ratingLabel(4)).toBe('4 stars & up');
  });
});
