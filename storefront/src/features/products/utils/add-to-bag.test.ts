import { afterEach, describe, expect, it } from 'vitest';
import { cartStore, clearCart } from '@/stores/cart';
import { closePanels } from '@/stores/ui';
import { makeProduct } from '@/testing/product-fixture';
import { addProductToBag } from './add-to-bag';

afterEach(() => {
  clearCart();
  closePanels();
  localStorage.clear();
});

describe('addProductToBag', () => {
  const shirt = makeProduct({ variants: ['Blue', 'Green'], images: ['shirt-blue.jpg', 'shirt-green.jpg'], quantity: 60, inventory: 60 });

  it("keeps the chosen variant's photo (the n-th photo for the n-th variant) and the quantity cap", () => {
    addProductToBag(shirt, 1, 'Green');
    expect(cartStore.getState().items[0]).toEqual(
      expect.objectContaining({ variant: 'Green', imageUrl: '/api/files/shirt-green.jpg', maxQuantity: 5 }),
    );
  });

  it('falls back to the first photo for a variant without its own', () => {
    addProductToBag(makeProduct({ variants: ['S', 'M', 'L'], images: ['one.jpg'] }), 1, 'L');
    expect(cartStore.getState().items[0]?.imageUrl).toBe('/api/files/one.jpg');
  });
});
