import { describe, expect, it } from 'vitest';
import { firstErrors } from '@/testing/first-errors';
import { makeBrand } from '../testing/brand-fixture';
import { ownerText } from './owner';
import { addBrandSchema, EMPTY_BRAND, editBrandSchema } from './schema';

const valid = { name: 'Jua Power', slug: 'jua-power', description: 'Solar kits.', isActive: true };

describe('brand schemas (spec §5)', () => {
  it('requires name and description (at most 200) on add', () => {
    expect(firstErrors(addBrandSchema, EMPTY_BRAND)).toEqual({
      name: 'Name is required.',
      description: 'Description is required.',
    });
    expect(firstErrors(addBrandSchema, { ...valid, slug: '', description: 'a'.repeat(201) })).toEqual({
      description: 'Description may not be greater than 200 characters.',
    });
  });

  it('also wants a slug of letters, digits, dashes and underscores on edit', () => {
    expect(firstErrors(editBrandSchema, valid)).toEqual({});
    expect(firstErrors(editBrandSchema, { ...valid, slug: '' })).toEqual({ slug: 'Slug is required.' });
    expect(firstErrors(editBrandSchema, { ...valid, slug: 'jua power' })).toEqual({
      slug: 'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
    });
  });
});

describe("ownerText ('By {merchant name}', spec §2)", () => {
  const brand = makeBrand({ merchant: { _id: 'm1', name: 'Amani Traders' } });

  it("names the merchant of another merchant's brand", () => {
    expect(ownerText(brand, null)).toBe('By Amani Traders');
    expect(ownerText(brand, 'm2')).toBe('By Amani Traders');
  });

  it("says nothing for the viewer's own brand, a brand without merchant, or an unknown name", () => {
    expect(ownerText(brand, 'm1')).toBeNull();
    expect(ownerText(makeBrand({ merchant: null }), null)).toBeNull();
    expect(ownerText(makeBrand({ merchant: { _id: 'm1', name: null } }), null)).toBeNull();
  });
});
