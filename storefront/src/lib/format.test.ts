import { describe, expect, it } from 'vitest';
import { formatPrice, formatRating, titleFromSlug } from './format';

describe('formatPrice', () => {
  it('shows integers without decimals or separators', () => {
    expect(formatPrice(1500)).toBe('Kes.1500');
    expect(formatPrice(125000)).toBe('Kes.125000');
  });

  it('keeps decimals the number has', () => {
    expect(formatPrice(99.5)).toBe('Kes.99.5');
    expect(formatPrice(10.25)).toBe('Kes.10.25');
  });

  it('drops floating point noise beyond two decimals', () => {
    expect(formatPrice(0.1 + 0.2)).toBe('Kes.0.3');
  });

  it('shows zero', () => {
    expect(formatPrice(0)).toBe('Kes.0');
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
