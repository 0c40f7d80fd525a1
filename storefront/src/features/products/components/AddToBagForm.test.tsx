import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Product } from '@/lib/types';
import { cartStore, clearCart } from '@/stores/cart';
import { closePanels, openMenu, uiStore } from '@/stores/ui';
import { makeProduct } from '@/testing/product-fixture';
import { AddToBagForm } from './AddToBagForm';

const renderForm = (overrides: Partial<Product> = {}) =>
  render(<AddToBagForm product={makeProduct({ quantity: 400, inventory: 400, price: 1299, ...overrides })} />);

afterEach(() => {
  clearCart();
  closePanels();
  localStorage.clear();
});

describe('AddToBagForm', () => {
  it('uses inline validation only (noValidate) with the per-stock cap as max', () => {
    renderForm();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    expect(input.closest('form')).toHaveAttribute('novalidate');
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '25');
    expect(input).toHaveValue(1);
  });

  it('shows the cap and minimum messages inline and does not add an invalid quantity', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });

    await user.clear(input);
    await user.type(input, '26');
    expect(screen.getByText('Quantity may not be greater than 25.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));
    expect(cartStore.getState().items).toEqual([]);

    await user.clear(input);
    expect(screen.getByText('Quantity must be at least 1.')).toBeInTheDocument();
    await user.type(input, '0');
    expect(screen.getByText('Quantity must be at least 1.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));
    expect(cartStore.getState().items).toEqual([]);

    await user.clear(input);
    await user.type(input, '2');
    expect(screen.queryByText(/^Quantity m/)).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('caps low-stock products at 1', async () => {
    const user = userEvent.setup();
    renderForm({ quantity: 25, inventory: 25 });
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '2');
    expect(screen.getByText('Quantity may not be greater than 1.')).toBeInTheDocument();
  });

  it('adds to the bag, closes the menu and opens the cart; then offers Remove From Bag', async () => {
    const user = userEvent.setup();
    act(() => openMenu());
    renderForm();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '2');
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));

    expect(cartStore.getState().items).toEqual([
      expect.objectContaining({ _id: 'p1', quantity: 2, price: 1299, totalPrice: 2598, slug: 'maasai-shuka-blanket' }),
    ]);
    expect(cartStore.getState().total).toBe(2598);
    expect(uiStore.getState().panel).toBe('cart');

    await user.click(screen.getByRole('button', { name: 'Remove From Bag' }));
    expect(cartStore.getState().items).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add To Bag' })).toBeInTheDocument();
  });

  it('disables quantity and Add To Bag when out of stock', () => {
    renderForm({ quantity: 0, inventory: 0 });
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add To Bag' })).toBeDisabled();
  });

  it("shows the variant dropdown only with more than one variant, with 'Select Variant'", async () => {
    const user = userEvent.setup();
    const { unmount } = renderForm({ variants: ['Black'] });
    expect(screen.queryByRole('combobox', { name: 'Variant' })).not.toBeInTheDocument();
    unmount();

    renderForm({ variants: ['S', 'M', 'L'] });
    const select = screen.getByRole('combobox', { name: 'Variant' });
    expect(select).toHaveDisplayValue('Select Variant');
    await user.selectOptions(select, 'M');
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));
    expect(cartStore.getState().items[0]).toEqual(expect.objectContaining({ variant: 'M', quantity: 1 }));
  });

  it("refuses to add a product with several variants until one is chosen: 'Please select a variant.'", async () => {
    const user = userEvent.setup();
    renderForm({ variants: ['S', 'M', 'L'] });
    const select = screen.getByRole('combobox', { name: 'Variant' });
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));

    expect(screen.getByText('Please select a variant.')).toBeInTheDocument();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Please select a variant.');
    expect(cartStore.getState().items).toEqual([]);
    expect(uiStore.getState().panel).not.toBe('cart');

    await user.selectOptions(select, 'L');
    expect(screen.queryByText('Please select a variant.')).not.toBeInTheDocument();
    expect(select).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));
    expect(cartStore.getState().items).toEqual([expect.objectContaining({ _id: 'p1', variant: 'L', quantity: 1 })]);
  });

  it('adds a single-variant product with its only variant, without asking', async () => {
    const user = userEvent.setup();
    renderForm({ variants: ['Black'] });
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));
    expect(screen.queryByText('Please select a variant.')).not.toBeInTheDocument();
    expect(cartStore.getState().items).toEqual([expect.objectContaining({ variant: 'Black' })]);
  });
});
