import { describe, expect, it } from 'vitest';
import { promiseText } from './delivery-promise';

const promise = (freeHome: string[]) => ({ counties: 47, freeHome, freePickup: [] });
const all = Array.from({ length: 47 }, (_, i) => (i === 46 ? 'Nairobi' : `County ${i}`));

describe('promiseText', () => {
  it('promises free delivery only where the fee table has none', () => {
    expect(promiseText(promise(all))).toBe('Free delivery to all 47 counties.');
    expect(promiseText(promise(['Nairobi']))).toBe('Free delivery in Nairobi.');
    expect(promiseText(promise(['Kiambu', 'Nairobi']))).toBe('Free delivery in Nairobi and Kiambu.');
    expect(promiseText(promise(['Mombasa', 'Kiambu', 'Nairobi']))).toBe('Free delivery in Nairobi and 2 more counties.');
  });

  it('says nothing of Nairobi once it has a fee, and nothing free when every county has one', () => {
    expect(promiseText(promise(all.filter((county) => county !== 'Nairobi')))).toBe('Free delivery in County 0 and 45 more counties.');
    expect(promiseText(promise([]))).toBe('Delivery to all 47 counties.');
  });
});
