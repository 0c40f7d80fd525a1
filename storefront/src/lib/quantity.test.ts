import { describe, expect, it } from 'vitest';
import { isOutOfStock, quantityCap, validateQuantity } from './quantity';

describe('quantityCap (spec §9 cap table)', () => {
  it.each([
    [1, 1],
    [10, 1],
    [25, 1],
    [26, 5],
    [60, 5],
    [100, 5],
    [101, 25],
    [250, 25],
    [499, 25],
    [500, 50],
    [501, 50],
    [9999, 50],
  ])('stock %i → cap %i', (stock, cap) => {
    expect(quantityCap(stock)).toBe(cap);
  });

  it('is 0 (out of stock) without stock', () => {
    expect(quantityCap(0)).toBe(0);
    expect(quantityCap(-3)).toBe(0);
    expect(quantityCap(Number.NaN)).toBe(0);
    expect(isOutOfStock(0)).toBe(true);
    expect(isOutOfStock(1)).toBe(false);
  });

  it('is never more than the stock', () => {
    for (let stock = 1; stock <= 600; stock += 1) {
      expect(quantityCap(stock)).toBeLessThanOrEqual(stock);
    }
  });
});

describe('validateQuantity (spec §5 add to cart)', () => {
  it('accepts whole numbers from 1 to the cap', () => {
    expect(validateQuantity('1', 25)).toBeNull();
    expect(validateQuantity('25', 25)).toBeNull();
    expect(validateQuantity(3, 5)).toBeNull();
  });

  it("says 'Quantity must be at least 1.' for 0, negatives and empty input", () => {
    expect(validateQuantity('0', 25)).toBe('Quantity must be at least 1.');
    expect(validateQuantity('-2', 25)).toBe('Quantity must be at least 1.');
    expect(validateQuantity('', 25)).toBe('Quantity must be at least 1.');
    expect(validateQuantity('abc', 25)).toBe('Quantity must be at least 1.');
  });

  it("says 'Quantity may not be greater than {n}.' above the cap", () => {
    expect(validateQuantity('26', 25)).toBe('Quantity may not be greater than 25.');
    expect(validateQuantity('2', 1)).toBe('Quantity may not be greater than 1.');
    expect(validateQuantity('51', 50)).toBe('Quantity may not be greater than 50.');
  });

  it('refuses fractions', () => {
    expect(validateQuantity('2.5', 25)).toBe('Quantity must be a whole number.');
  });
});
