import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addToCart } from '@/stores/cart';
import { signIn } from '@/stores/auth';
import { stubApi } from '@/testing/fetch-mock';
import { renderAt } from '@/testing/render-at';
import { CheckoutButton } from './CheckoutButton';
import { homeAddress, resetCheckout, sheetReads } from '../testing/checkout-fixtures';

// What GET /api/delivery answers once the admin promised Nairobi home delivery in 1–2 days and pickup in 3–5.
const COUNTIES = [
  {
    name: 'Nairobi',
    fees: { home: 0, pickup: 0 },
    arrives: { home: { from: '2024-12-03', to: '2024-12-04' }, pickup: { from: '2024-11-30', to: '2024-12-03' } },
  },
  { name: 'Kisumu', fees: { home: 350, pickup: 150 }, arrives: { home: null, pickup: null } },
];
const STATIONS = [{ _id: 'pstn_1', name: 'Moi Avenue Hub', town: 'Nairobi CBD', county: 'Nairobi', openingHours: 'Mon–Sat', isActive: true }];

async function openSheet(addresses: unknown[]) {
  stubApi(sheetReads({ addresses, counties: COUNTIES, stations: STATIONS }));
  renderAt('/product/x', [{ path: '/product/:slug', element: <CheckoutButton /> }]);
  await userEvent.click(screen.getByRole('button', { name: 'Place Order' }));
  return screen.findByRole('dialog', { name: 'Checkout' });
}

describe('the checkout sheet promises when the order arrives', () => {
  beforeEach(() => {
    signIn('Bearer member-token');
    addToCart({ _id: 'p1', name: 'Nyota Blender', slug: 'nyota-blender', imageUrl: null, quantity: 1, variant: null, price: 1500, taxable: true, isAddon: false });
  });
  afterEach(resetCheckout);

  it('shows the window of the chosen county and option', async () => {
    await openSheet([homeAddress()]);
    expect(await screen.findByTestId('checkout-arrives')).toHaveTextContent('Arrives Tue 3 – Wed 4 Dec');

    await userEvent.click(screen.getByRole('radio', { name: /Pickup station/ }));
    await userEvent.selectOptions(screen.getByLabelText('Pickup station'), 'pstn_1');
    expect(screen.getByTestId('checkout-arrives')).toHaveTextContent('Arrives Sat 30 Nov – Tue 3 Dec');
  });

  it('promises nothing where the admin set no days', async () => {
    await openSheet([homeAddress({ county: 'Kisumu', city: 'Kisumu' })]);
    await screen.findByTestId('checkout-fee');
    expect(screen.queryByTestId('checkout-arrives')).toBeNull();
  });
});
