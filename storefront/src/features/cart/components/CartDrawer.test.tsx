import type { ReactNode } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart, cartStore, clearCart, type NewCartItem } from '@/stores/cart';
import { closePanels, openCart, uiStore } from '@/stores/ui';
import { CartDrawer } from './CartDrawer';

const item = (overrides: Partial<NewCartItem> = {}): NewCartItem => ({
  _id: 'p1',
  name: 'Kilima 1.7L Electric Kettle',
  slug: 'kilima-electric-kettle-1-7l',
  imageUrl: '/api/files/kettle.jpg',
  quantity: 2,
  variant: null,
  price: 1299,
  taxable: true,
  isAddon: false,
  ...overrides,
});

function renderDrawer(checkout?: ReactNode) {
  return render(
    <MemoryRouter initialEntries={['/product/x']}>
      <CartDrawer checkout={checkout} />
      <Routes>
        <Route path="/product/:slug" element={<p>product</p>} />
        <Route path="/shop" element={<p>shop page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  act(() => openCart());
});

afterEach(() => {
  clearCart();
  closePanels();
  localStorage.clear();
});

describe('CartDrawer', () => {
  it('shows the empty text and Continue shopping goes to /shop and closes the drawer', async () => {
    const user = userEvent.setup();
    renderDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByText('Your shopping cart is empty')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Continue shopping' }));
    expect(await screen.findByText('shop page')).toBeInTheDocument();
    expect(uiStore.getState().panel).toBeNull();
  });

  it("lists items with image, name, total price and quantity, and the total as 'Kes. {total}' (Kes. 2,598)", async () => {
    const user = userEvent.setup();
    act(() => addToCart(item()));
    renderDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByRole('img', { name: 'Kilima 1.7L Electric Kettle' })).toHaveAttribute('src', '/api/files/kettle.jpg');
    expect(within(drawer).getByRole('link', { name: 'Kilima 1.7L Electric Kettle' })).toBeInTheDocument();
    expect(within(drawer).getByRole('list', { name: 'Cart items' })).toHaveTextContent('Kes. 2,598');
    expect(within(drawer).getByText('Quantity: 2')).toBeInTheDocument();
    expect(within(drawer).getByTestId('cart-total')).toHaveTextContent(/^TotalKes\. 2,598$/);
    expect(within(drawer).queryByLabelText('Add a message to your order')).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('button', { name: 'Remove Kilima 1.7L Electric Kettle' }));
    expect(cartStore.getState().items).toEqual([]);
    expect(within(drawer).getByText('Your shopping cart is empty')).toBeInTheDocument();
  });

  it('offers an order message when an add-on is in the cart, and keeps its text', async () => {
    const user = userEvent.setup();
    act(() => {
      addToCart(item());
      addToCart(item({ _id: 'p2', name: 'Zawadi Gift Wrapping', price: 150, quantity: 1, isAddon: true }));
    });
    renderDrawer();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('Kes. 2,748');
    await user.type(screen.getByLabelText('Add a message to your order'), 'Happy birthday!');
    expect(cartStore.getState().message).toBe('Happy birthday!');
  });

  it('shows the checkout action it is given beside Continue shopping, only when the cart has items', () => {
    const { unmount } = renderDrawer(<button type="button">Checkout action</button>);
    expect(screen.queryByRole('button', { name: 'Checkout action' })).not.toBeInTheDocument();
    unmount();
    act(() => addToCart(item()));
    renderDrawer(<button type="button">Checkout action</button>);
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByRole('button', { name: 'Checkout action' })).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: 'Continue shopping' })).toBeInTheDocument();
  });

  it('shows the chosen variant of a line, and none for a line without one', () => {
    act(() => {
      addToCart(item({ _id: 'p2', name: 'Pwani Kitenge Print Shirt', slug: 'pwani-kitenge-print-shirt', variant: 'M' }));
      addToCart(item());
    });
    renderDrawer();
    const drawer = screen.getByRole('dialog', { name: 'Shopping Cart' });
    expect(within(drawer).getByText('Variant: M')).toBeInTheDocument();
    expect(within(drawer).getAllByText(/^Variant:/)).toHaveLength(1);
  });
});
