import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { addToCart, cartStore, clearCart, useCart, type NewCartItem } from '@/stores/cart';
import { CartLine } from './CartLine';

const kettle: NewCartItem = {
  _id: 'p1',
  name: 'Kilima Kettle',
  slug: 'kilima-kettle',
  imageUrl: '/api/files/kettle-red.jpg',
  quantity: 2,
  variant: 'Red',
  price: 1299,
  taxable: true,
  isAddon: false,
  maxQuantity: 3,
};

function Lines() {
  const { items } = useCart();
  return (
    <ul>
      {items.map((item) => (
        <CartLine key={item._id} item={item} />
      ))}
    </ul>
  );
}

const renderLines = () =>
  render(
    <MemoryRouter>
      <Lines />
    </MemoryRouter>,
  );

afterEach(() => {
  act(() => clearCart());
  localStorage.clear();
});

describe('CartLine', () => {
  it("shows the chosen variant's photo, the unit price and the line total", () => {
    act(() => addToCart(kettle));
    renderLines();
    expect(screen.getByRole('img', { name: 'Kilima Kettle' })).toHaveAttribute('src', '/api/files/kettle-red.jpg');
    expect(screen.getByText('Variant: Red')).toBeInTheDocument();
    expect(screen.getByText('Kes. 1,299 each')).toBeInTheDocument();
    expect(screen.getByText('Kes. 2,598')).toBeInTheDocument();
  });

  it('changes the quantity with − and +, between 1 and the cap, and the totals follow', async () => {
    const user = userEvent.setup();
    act(() => addToCart(kettle));
    renderLines();
    const stepper = screen.getByRole('group', { name: 'Quantity of Kilima Kettle' });
    const more = within(stepper).getByRole('button', { name: 'One more Kilima Kettle' });
    const less = within(stepper).getByRole('button', { name: 'One less Kilima Kettle' });

    await user.click(more);
    expect(within(stepper).getByText('Quantity: 3')).toBeInTheDocument();
    expect(screen.getByText('Kes. 3,897')).toBeInTheDocument();
    expect(cartStore.getState().total).toBe(3897);
    expect(more).toBeDisabled();

    await user.click(less);
    await user.click(less);
    expect(within(stepper).getByText('Quantity: 1')).toBeInTheDocument();
    expect(less).toBeDisabled();
    expect(cartStore.getState().items[0]).toEqual(expect.objectContaining({ quantity: 1, totalPrice: 1299 }));
  });
});
