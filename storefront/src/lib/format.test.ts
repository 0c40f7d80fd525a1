import { describe, expect, it } from 'vitest';
import { formatPrice, formatRating, titleFromSlug } from './format';

describe('formatPrice: the one way the shop writes money', () => {
  it("writes 'Kes. ' and whole shillings with thousands separators", () => {
    expect(formatPrice(15649)).toBe('Kes. 15,649');
    expect(formatPrice(1500)).toBe('Kes. 1,500');
    expect(formatPrice(125000)).toBe('Kes. 125,000');
    expect(formatPrice(1234567)).toBe('Kes. 1,234,567');
    expect(formatPrice(999)).toBe('Kes. 999');
  });

  it('shows two decimals only where there are cents', () => {
    expect(formatPrice(1535.6)).toBe('Kes. 1,535.60');
    expect(formatPrice(2089.52)).toBe('Kes. 2,089.52');
    expect(formatPrice(99.5)).toBe('Kes. 99.50');
    expect(formatPrice(1500.0)).toBe('Kes. 1,500');
  });

  it('rounds to the cent, so floating point noise never shows', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('Kes. 0.30');
    expect(formatPrice(1535.604)).toBe('Kes. 1,535.60');
    expect(formatPrice(1535.999)).toBe('Kes. 1,536');
  });

  it('shows zero for zero, -0 and what is not a number', () => {
    expect(formatPrice(0)).toBe('Kes. 0');
    expect(formatPrice(-0.001)).toBe('Kes. 0');
    expect(formatPrice(Number.NaN)).toBe('Kes. 0');
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.46)).toBe('4.5');
  });
});

describe('titleFromSlug', () => {
  it('capitalises words of a slug', () => {
    expect(titleFromSlug('home-and-garden')).toBe('Home And Garden');
  });
});
