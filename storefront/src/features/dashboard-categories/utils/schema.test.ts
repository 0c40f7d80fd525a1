import { describe, expect, it } from 'vitest';
import { firstErrors } from '@/testing/first-errors';
import { addCategorySchema, EMPTY_CATEGORY, editCategorySchema } from './schema';

const valid = { name: 'Kitchen', slug: 'kitchen', description: 'Pots and pans.', products: ['p1'] };

describe('category add schema (spec §5)', () => {
  it('requires name, description and products', () => {
    expect(firstErrors(addCategorySchema, EMPTY_CATEGORY)).toEqual({
      name: 'Name is required.',
      description: 'Description is required.',
      products: 'Products are required.',
    });
    expect(firstErrors(addCategorySchema, { ...valid, slug: '' })).toEqual({});
  });

  it('limits the description to 200 characters', () => {
    expect(firstErrors(addCategorySchema, { ...valid, description: 'a'.repeat(201) })).toEqual({
      description: 'Description may not be greater than 200 characters.',
    });
  });
});

describe('category edit schema (spec §5)', () => {
  it('also wants a slug of letters, digits, dashes and underscores', () => {
    expect(firstErrors(editCategorySchema, valid)).toEqual({});
    expect(firstErrors(editCategorySchema, { ...valid, slug: ' ' })).toEqual({ slug: 'Slug is required.' });
    expect(firstErrors(editCategorySchema, { ...valid, slug: 'pots & pans' })).toEqual({
      slug: 'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
    });
    expect(firstErrors(editCategorySchema, { ...valid, products: [], description: 'a'.repeat(201) })).toEqual({
      description: 'Description may not be greater than 200 characters.',
      products: 'Products are required.',
    });
  });
});
