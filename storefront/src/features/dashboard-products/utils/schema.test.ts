import { describe, expect, it } from 'vitest';
import { firstErrors } from '@/testing/first-errors';
import { toProductChanges, toProductForm } from './payload';
import { addProductSchema, EMPTY_PRODUCT, editProductSchema, type ProductValues } from './schema';

const jpg = new File(['x'], 'front.jpg', { type: 'image/jpeg' });
const png = new File(['x'], 'back.PNG', { type: 'image/png' });

const valid: ProductValues = {
  ...EMPTY_PRODUCT,
  sku: 'KIKOI-01_b',
  name: 'Kikoi Wrap',
  slug: 'kikoi-wrap',
  description: 'A light cotton wrap.',
  quantity: '12',
  price: '850',
  brand: 'b1',
  images: [jpg, png],
};

describe('product add schema (spec §5)', () => {
  it('accepts a valid product', () => {
    expect(firstErrors(addProductSchema(), valid)).toEqual({});
  });

  it('requires sku, name, description, quantity, price, brand and images', () => {
    expect(
      firstErrors(addProductSchema(), { ...EMPTY_PRODUCT, quantity: '', price: ' ' }),
    ).toEqual({
      sku: 'Sku is required.',
      name: 'Name is required.',
      description: 'Description is required.',
      quantity: 'Quantity is required.',
      price: 'Price is required.',
      brand: 'Brand is required.',
      images: 'Please upload files with jpg, jpeg, png format.',
    });
  });

  it('allows letters, digits, dashes and underscores only in the sku', () => {
    expect(firstErrors(addProductSchema(), { ...valid, sku: 'KIK OI/1' })).toEqual({
      sku: 'Sku may have alpha-numeric characters, as well as dashes and underscores only.',
    });
  });

  it('limits the description to 200 characters', () => {
    expect(firstErrors(addProductSchema(), { ...valid, description: 'a'.repeat(200) })).toEqual({});
    expect(firstErrors(addProductSchema(), { ...valid, description: 'a'.repeat(201) })).toEqual({
      description: 'Description may not be greater than 200 characters.',
    });
  });

  it('wants a whole quantity of 0 or more and a price of at least 1', () => {
    expect(firstErrors(addProductSchema(), { ...valid, quantity: 'ten', price: 'free' })).toEqual({
      quantity: 'Quantity must be a number.',
      price: 'Price must be a number.',
    });
    expect(firstErrors(addProductSchema(), { ...valid, quantity: '2.5', price: '0.5' })).toEqual({
      quantity: 'Quantity must be a whole number.',
      price: 'Price must be at least 1.',
    });
    expect(firstErrors(addProductSchema(), { ...valid, quantity: '-1' })).toEqual({ quantity: 'Quantity may not be negative.' });
    expect(firstErrors(addProductSchema(), { ...valid, quantity: '0', price: '1' })).toEqual({});
  });

  it('takes jpg, jpeg and png images only, at most 5 MB each', () => {
    const gif = new File(['x'], 'anim.gif', { type: 'image/gif' });
    const renamed = new File(['x'], 'notes.jpg', { type: 'text/plain' });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpeg', { type: 'image/jpeg' });
    for (const file of [gif, renamed]) {
      expect(firstErrors(addProductSchema(), { ...valid, images: [jpg, file] })).toEqual({
        images: 'Please upload files with jpg, jpeg, png format.',
      });
    }
    expect(firstErrors(addProductSchema(), { ...valid, images: [big] })).toEqual({ images: 'Each image may be at most 5 MB.' });
  });

  it('does not ask for a brand when the form has no brand selector', () => {
    expect(firstErrors(addProductSchema(false), { ...valid, brand: '' })).toEqual({});
  });
});

describe('product edit schema (spec §5)', () => {
  it('needs no images but a slug with the sku character rule', () => {
    expect(firstErrors(editProductSchema(), { ...valid, images: [] })).toEqual({});
    expect(firstErrors(editProductSchema(), { ...valid, slug: '' })).toEqual({ slug: 'Slug is required.' });
    expect(firstErrors(editProductSchema(), { ...valid, slug: 'kikoi wrap!' })).toEqual({
      slug: 'Slug may have alpha-numeric characters, as well as dashes and underscores only.',
    });
    expect(firstErrors(editProductSchema(), { ...valid, description: 'a'.repeat(201) })).toEqual({
      description: 'Description may not be greater than 200 characters.',
    });
  });
});

describe('product payloads', () => {
  it('sends the add form as multipart, variants as comma text and every image as `image`', () => {
    const form = toProductForm({ ...valid, variants: ' Red, , Blue ', taxable: '1', isAddon: true }, true);
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'))).toEqual({
      sku: 'KIKOI-01_b',
      name: 'Kikoi Wrap',
      description: 'A light cotton wrap.',
      variants: 'Red,Blue',
      quantity: '12',
      price: '850',
      taxable: '1',
      isActive: 'true',
      isAddon: 'true',
      brand: 'b1',
    });
    expect(form.getAll('image').map((file) => (file as File).name)).toEqual(['front.jpg', 'back.PNG']);
  });

  it('leaves the add-on flag out for merchants', () => {
    expect(toProductForm(valid, false).has('isAddon')).toBe(false);
  });

  it('sends the add-on flag and the brand on edit only for admins', () => {
    expect(toProductChanges({ ...valid, variants: 'S, M' }, true)).toEqual({
      sku: 'KIKOI-01_b',
      name: 'Kikoi Wrap',
      slug: 'kikoi-wrap',
      description: 'A light cotton wrap.',
      quantity: 12,
      price: 850,
      taxable: '0',
      variants: ['S', 'M'],
      isAddon: false,
      brand: 'b1',
    });
    const merchant = toProductChanges(valid, false);
    expect(merchant).not.toHaveProperty('isAddon');
    expect(merchant).not.toHaveProperty('brand');
  });
});
