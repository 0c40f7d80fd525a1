import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addToCart,
  calculateCartTotal,
  cartStore,
  clearCart,
  clearCartId,
  removeFromCart,
  setCartId,
  updateCartPrices,
  CART_ID_KEY,
  CART_ITEMS_KEY,
  CART_TOTAL_KEY,
  type NewCartItem,
} from './index';

const item = (overrides: Partial<NewCartItem> = {}): NewCartItem => ({
  _id: 'p1',
  name: 'Kilima Energy-Saving Charcoal Jiko',
  slug: 'kilima-energy-saving-jiko',
  imageUrl: '/api/files/jiko.jpg',
  quantity: 2,
  variant: null,
  price: 1650,
  taxable: true,
  isAddon: false,
  ...overrides,
});

const stored = () => JSON.parse(localStorage.getItem(CART_ITEMS_KEY) ?? '[]') as unknown[];

beforeEach(() => {
  clearCart();
  localStorage.clear();
});

afterEach(() => {
  clearCart();
  localStorage.clear();
});

describe('calculateCartTotal (spec §9)', () => {
  it('sums price × quantity', () => {
    expect(calculateCartTotal([{ price: 1299, quantity: 2 }, { price: 150, quantity: 1 }])).toBe(2748);
    expect(calculateCartTotal([])).toBe(0);
  });

  it('rounds to 2 decimals', () => {
    expect(calculateCartTotal([{ price: 0.1, quantity: 1 }, { price: 0.2, quantity: 1 }])).toBe(0.3);
    expect(calculateCartTotal([{ price: 10.005, quantity: 1 }])).toBe(10.01);
    expect(calculateCartTotal([{ price: 19.999, quantity: 3 }])).toBe(60);
    expect(calculateCartTotal([{ price: 33.333, quantity: 1 }])).toBe(33.33);
  });
});

describe('cart store', () => {
  it('adds a line with its total price and keeps it in browser storage', () => {
    addToCart(item());
    const { items, total } = cartStore.getState();
    expect(items).toEqual([expect.objectContaining({ _id: 'p1', quantity: 2, totalPrice: 3300 })]);
    expect(total).toBe(3300);
    expect(stored()).toEqual([expect.objectContaining({ _id: 'p1', quantity: 2, totalPrice: 3300 })]);
    expect(localStorage.getItem(CART_TOTAL_KEY)).toBe('3300');
  });

  it('replaces the line of a product already in the cart', () => {
    addToCart(item());
    addToCart(item({ quantity: 5 }));
    expect(cartStore.getState().items).toHaveLength(1);
    expect(cartStore.getState().total).toBe(8250);
  });

  it('removes a line and updates the stored total', () => {
    addToCart(item());
    addToCart(item({ _id: 'p2', name: 'Gift Wrapping', price: 150, quantity: 1, isAddon: true }));
    expect(localStorage.getItem(CART_TOTAL_KEY)).toBe('3450');
    removeFromCart('p1');
    expect(cartStore.getState().items.map((line) => line._id)).toEqual(['p2']);
    expect(localStorage.getItem(CART_TOTAL_KEY)).toBe('150');
  });

  it('drops the server cart id whenever the items change (the server cart no longer matches)', () => {
    addToCart(item());
    setCartId('cart-1');
    expect(cartStore.getState().cartId).toBe('cart-1');
    expect(localStorage.getItem(CART_ID_KEY)).toBe('cart-1');

    addToCart(item({ _id: 'p2', name: 'Gift Wrapping', price: 150, quantity: 1, isAddon: true }));
    expect(cartStore.getState().cartId).toBeNull();
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();

    setCartId('cart-2');
    removeFromCart('p2');
    expect(cartStore.getState().cartId).toBeNull();
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();

    setCartId('cart-3');
    clearCartId();
    expect(cartStore.getState().cartId).toBeNull();
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
    expect(cartStore.getState().items).toHaveLength(1);
  });

  it('re-reads the cart when another tab changes it (storage event)', () => {
    const seen: number[] = [];
    const unsubscribe = cartStore.subscribe(() => seen.push(cartStore.getState().items.length));
    try {
      const items = [{ ...item(), totalPrice: 3300 }, { ...item({ _id: 'p2', price: 99.99, quantity: 3 }), totalPrice: 299.97 }];
      localStorage.setItem(CART_ITEMS_KEY, JSON.stringify(items));
      localStorage.setItem(CART_TOTAL_KEY, '3599.97');
      localStorage.setItem(CART_ID_KEY, 'cart-123');
      window.dispatchEvent(
        new StorageEvent('storage', { key: CART_ITEMS_KEY, newValue: JSON.stringify(items), storageArea: localStorage }),
      );

      expect(cartStore.getState().items.map((line) => line._id)).toEqual(['p1', 'p2']);
      expect(cartStore.getState().total).toBe(3599.97);
      expect(cartStore.getState().cartId).toBe('cart-123');
      expect(seen.at(-1)).toBe(2);

      // Another tab clears storage.
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
      expect(cartStore.getState().items).toEqual([]);
      expect(cartStore.getState().total).toBe(0);
    } finally {
      unsubscribe();
    }
  });

  it('ignores storage events for other keys', () => {
    const unsubscribe = cartStore.subscribe(() => {});
    try {
      addToCart(item());
      const before = cartStore.getState();
      window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'x', storageArea: localStorage }));
      expect(cartStore.getState()).toBe(before);
    } finally {
      unsubscribe();
    }
  });

  it('survives malformed storage', () => {
    const unsubscribe = cartStore.subscribe(() => {});
    try {
      localStorage.setItem(CART_ITEMS_KEY, '{not json');
      window.dispatchEvent(new StorageEvent('storage', { key: CART_ITEMS_KEY, storageArea: localStorage }));
      expect(cartStore.getState().items).toEqual([]);
    } finally {
      unsubscribe();
    }
  });
});

describe('updateCartPrices (the shop re-priced the bag)', () => {
  it('sets the new prices, line totals and total, stores them and drops the server cart made from the old ones', () => {
    addToCart(item());
    addToCart(item({ _id: 'p2', price: 100, quantity: 1 }));
    setCartId('cart-old');
    updateCartPrices(new Map([['p1', 2000]]));
    expect(cartStore.getState()).toMatchObject({ total: 4100, cartId: null });
    expect(cartStore.getState().items.map(({ _id, price, totalPrice }) => ({ _id, price, totalPrice }))).toEqual([
      { _id: 'p1', price: 2000, totalPrice: 4000 },
      { _id: 'p2', price: 100, totalPrice: 100 },
    ]);
    expect(stored()[0]).toMatchObject({ price: 2000, totalPrice: 4000 });
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
  });

  it('changes nothing (the server cart id kept) when no price differs', () => {
    addToCart(item());
    setCartId('cart-kept');
    updateCartPrices(new Map([['p1', 1650], ['unknown', 5]]));
    expect(cartStore.getState()).toMatchObject({ total: 3300, cartId: 'cart-kept' });
  });
});
