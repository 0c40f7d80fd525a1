import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cartStore, clearCart } from '@/stores/cart';
import { closePanels, uiStore } from '@/stores/ui';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { makeProduct } from '@/testing/product-fixture';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ProductDetails } from './ProductDetails';

const DESCRIPTION = 'A long story about this blanket, its wool, its weavers and its colours.';

const renderDetails = (overrides: Parameters<typeof makeProduct>[0] = {}) => {
  mockFetch(() => jsonResponse(200, { reviews: [], ratingSummary: [], totalRatings: 0, totalReviews: 0, totalSummary: 0 }));
  return renderWithProviders(
    <ProductDetails product={makeProduct({ description: DESCRIPTION, price: 1500, quantity: 400, inventory: 400, ...overrides })} />,
    '/product/maasai-shuka-blanket',
  );
};

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(max-width: 900px)',
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});

afterEach(() => {
  act(() => {
    clearCart();
    closePanels();
  });
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('ProductDetails on a phone', () => {
  it('shows the price right under the photo and the name, before the details and the description', () => {
    renderDetails();
    const name = screen.getByRole('heading', { level: 1, name: 'Maasai Shuka Blanket' });
    const info = name.closest('div')!.parentElement!;
    const text = info.textContent ?? '';
    expect(text.indexOf('Kes. 1,500')).toBeGreaterThan(-1);
    expect(text.indexOf('Kes. 1,500')).toBeLessThan(text.indexOf('Sku:'));
    expect(text.indexOf('Kes. 1,500')).toBeLessThan(text.indexOf(DESCRIPTION));
  });

  it('keeps a light add bar with the price and Add To Bag that adds through the page form', async () => {
    const user = userEvent.setup();
    renderDetails();
    const bar = screen.getByTestId('sticky-add-bar');
    expect(bar).toHaveTextContent('Kes. 1,500');
    await user.click(within(bar).getByRole('button', { name: 'Add To Bag: Maasai Shuka Blanket' }));
    expect(cartStore.getState().items).toEqual([expect.objectContaining({ _id: 'p1', quantity: 1 })]);
    act(() => closePanels());
    await user.click(within(bar).getByRole('button', { name: 'View bag with Maasai Shuka Blanket' }));
    expect(uiStore.getState().panel).toBe('cart');
  });

  it("from the bar, a product with variants asks for one at the page's variant field", async () => {
    const user = userEvent.setup();
    renderDetails({ variants: ['S', 'M'] });
    await user.click(within(screen.getByTestId('sticky-add-bar')).getByRole('button', { name: /^Add To Bag/ }));
    expect(screen.getByText('Please select a variant.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Variant' })).toHaveFocus();
    expect(cartStore.getState().items).toEqual([]);
  });

  it('shows no add bar on a wider screen', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: false, addEventListener: () => undefined, removeEventListener: () => undefined }));
    renderDetails();
    expect(screen.queryByTestId('sticky-add-bar')).not.toBeInTheDocument();
  });

  it('disables the bar for a product out of stock', () => {
    renderDetails({ quantity: 0, inventory: 0 });
    expect(within(screen.getByTestId('sticky-add-bar')).getByRole('button', { name: /^Add To Bag/ })).toBeDisabled();
  });
});
