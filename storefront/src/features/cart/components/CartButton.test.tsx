import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearCart, CART_ITEMS_KEY } from '@/stores/cart';
import { closePanels, uiStore } from '@/stores/ui';
import { CartButton } from './CartButton';

const lines = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    _id: `p${index}`,
    name: `Product ${index}`,
    slug: `product-${index}`,
    imageUrl: null,
    quantity: 1,
    variant: null,
    price: 10,
    taxable: false,
    totalPrice: 10,
    isAddon: false,
  }));

/** What another tab does: write the stored cart, which fires 'storage' here. */
function otherTabWrites(count: number) {
  const value = JSON.stringify(lines(count));
  localStorage.setItem(CART_ITEMS_KEY, value);
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: CART_ITEMS_KEY, newValue: value, storageArea: localStorage }));
  });
}

afterEach(() => {
  clearCart();
  closePanels();
  localStorage.clear();
});

describe('CartButton', () => {
  it('shows no badge for an empty cart', () => {
    render(<CartButton />);
    expect(screen.getByRole('button', { name: 'Cart, empty' })).toBeInTheDocument();
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });

  it('updates the badge when another tab changes the cart', () => {
    render(<CartButton />);
    otherTabWrites(3);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('3');
    expect(screen.getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
  });

  it("shows '98' at 98 items and '99+' from 99 items", () => {
    render(<CartButton />);
    otherTabWrites(98);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^98$/);
    otherTabWrites(99);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
    otherTabWrites(120);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
  });

  it('toggles the cart drawer', () => {
    render(<CartButton />);
    const button = screen.getByRole('button', { name: /cart/i });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    act(() => button.click());
    expect(uiStore.getState().panel).toBe('cart');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    act(() => button.click());
    expect(uiStore.getState().panel).toBeNull();
  });
});
