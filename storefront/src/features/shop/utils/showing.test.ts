import { describe, expect, it } from 'vitest';
import { showingRange, showingText } from './showing';

describe('showingRange (spec §9: limit×(page−1)+1 to from + items − 1)', () => {
  it('covers a full first page', () => {
    expect(showingRange(20, 1, 20)).toEqual({ from: 1, to: 20 });
  });

  it('covers a full middle page', () => {
    expect(showingRange(20, 2, 20)).toEqual({ from: 21, to: 40 });
  });

  it('stops at the items on a short last page', () => {
    // 64 products, pages of 20: page 4 holds 4.
    expect(showingRange(20, 4, 4)).toEqual({ from: 61, to: 64 });
  });

  it('handles a single item', () => {
    expect(showingRange(20, 1, 1)).toEqual({ from: 1, to: 1 });
  });
});

describe('showingText', () => {
  it('reads exactly as the spec says', () => {
    expect(showingText(20, 1, 20, 64)).toBe('Showing: 1-20 products of 64 products');
    expect(showingText(20, 4, 4, 64)).toBe('Showing: 61-64 products of 64 products');
    expect(showingText(100, 1, 7, 7)).toBe('Showing: 1-7 products of 7 products');
  });
});
