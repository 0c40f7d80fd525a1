import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  PRICE_MAX,
  PRICE_MIN,
  SHOP_PAGE_SIZE,
  hasActiveFilters,
  parseShopFilters,
  shopFiltersToSearchParams,
  toProductListParams,
  updateShopFilters,
} from './filters';

const parse = (query: string) => parseShopFilters(new URLSearchParams(query));

describe('parseShopFilters', () => {
  it('gives the defaults for an empty query: full price range, any rating, newest, page 1', () => {
    expect(parse('')).toEqual({ min: 1, max: 100_000, rating: 0, order: 0, page: 1 });
    expect(DEFAULT_FILTERS).toEqual({ min: PRICE_MIN, max: PRICE_MAX, rating: 0, order: 0, page: 1 });
  });

  it('reads every filter from the query', () => {
    expect(parse('min=100&max=5000&rating=4&order=2&page=2')).toEqual({
      min: 100,
      max: 5000,
      rating: 4,
      order: 2,
      page: 2,
    });
  });

  it.each([
    ['min=abc', { min: 1 }],
    ['min=0', { min: 1 }],
    ['min=-5', { min: 1 }],
    ['min=2.5', { min: 1 }],
    ['min=1e3', { min: 1 }],
    ['max=100001', { max: 100_000 }],
    ['max=', { max: 100_000 }],
    ['rating=6', { rating: 0 }],
    ['rating=-1', { rating: 0 }],
    ['rating=3.5', { rating: 0 }],
    ['rating=any', { rating: 0 }],
    ['order=3', { order: 0 }],
    ['order=x', { order: 0 }],
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=two', { page: 1 }],
    ['page=99999999999999999999', { page: 1 }],
  ])('falls back to the default for a bad value: %s', (query, expected) => {
    expect(parse(query)).toEqual({ ...DEFAULT_FILTERS, ...expected });
  });

  it('keeps good values next to bad ones', () => {
    expect(parse('min=200&max=oops&rating=9&order=1&page=3')).toEqual({
      min: 200,
      max: 100_000,
      rating: 0,
      order: 1,
      page: 3,
    });
  });

  it('resets an impossible price range (min above max, or closer than the pushable gap of 10)', () => {
    expect(parse('min=5000&max=100')).toMatchObject({ min: 1, max: 100_000 });
    expect(parse('min=100&max=105')).toMatchObject({ min: 1, max: 100_000 });
    expect(parse('min=100&max=110')).toMatchObject({ min: 100, max: 110 });
  });
});

describe('shopFiltersToSearchParams', () => {
  it('leaves defaults out of the URL', () => {
    expect(shopFiltersToSearchParams(DEFAULT_FILTERS).toString()).toBe('');
  });

  it('writes the filters that differ from the defaults', () => {
    const query = shopFiltersToSearchParams({ min: 100, max: 5000, rating: 4, order: 2, page: 2 });
    expect(query.toString()).toBe('min=100&max=5000&rating=4&order=2&page=2');
  });

  it('round-trips through parseShopFilters', () => {
    const filters = { min: 250, max: 90_000, rating: 1 as const, order: 1 as const, page: 4 };
    expect(parseShopFilters(shopFiltersToSearchParams(filters))).toEqual(filters);
  });

  it('keeps query keys the shop does not own and drops reset ones', () => {
    const base = new URLSearchParams('utm_source=newsletter&rating=3&page=2');
    const query = shopFiltersToSearchParams({ ...DEFAULT_FILTERS, order: 1 }, base);
    expect(query.get('utm_source')).toBe('newsletter');
    expect(query.has('rating')).toBe(false);
    expect(query.has('page')).toBe(false);
    expect(query.get('order')).toBe('1');
  });
});

describe('updateShopFilters', () => {
  const onPage3 = { ...DEFAULT_FILTERS, page: 3 };

  it('goes back to page 1 when a filter changes', () => {
    expect(updateShopFilters(onPage3, { order: 2 })).toEqual({ ...DEFAULT_FILTERS, order: 2, page: 1 });
    expect(updateShopFilters(onPage3, { min: 500, max: 900 })).toMatchObject({ min: 500, max: 900, page: 1 });
    expect(updateShopFilters(onPage3, { rating: 4 })).toMatchObject({ rating: 4, page: 1 });
  });

  it('keeps the page when only the page changes, or when a "change" repeats the current value', () => {
    expect(updateShopFilters(onPage3, { page: 4 })).toEqual({ ...DEFAULT_FILTERS, page: 4 });
    expect(updateShopFilters(onPage3, { min: 1, max: 100_000 })).toEqual(onPage3);
  });
});

describe('hasActiveFilters', () => {
  it('is true only when the price or rating filter is narrowed', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, order: 2, page: 3 })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, min: 2 })).toBe(true);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, rating: 1 })).toBe(true);
  });
});

describe('toProductListParams', () => {
  it('sends the page and page size, and no filter at the defaults', () => {
    expect(toProductListParams(DEFAULT_FILTERS)).toEqual({ page: 1, limit: SHOP_PAGE_SIZE });
  });

  it('sends the category or brand slug and the narrowed filters', () => {
    expect(
      toProductListParams({ min: 100, max: 5000, rating: 4, order: 2, page: 2 }, { type: 'category', slug: 'electronics' }),
    ).toEqual({ category: 'electronics', min: 100, max: 5000, rating: 4, order: 2, page: 2, limit: 20 });
    expect(toProductListParams({ ...DEFAULT_FILTERS, order: 1 }, { type: 'brand', slug: 'safari-gear' })).toEqual({
      brand: 'safari-gear',
      order: 1,
      page: 1,
      limit: 20,
    });
  });
});
