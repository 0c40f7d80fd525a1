import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { FirstStepsPage } from './FirstStepsPage';

afterEach(() => {
  cleanup();
  act(() => signOut());
  vi.unstubAllGlobals();
});

const brand = { _id: 'br_1', name: 'Amina Crafts', isActive: false };

describe('FirstStepsPage', () => {
  it('greets the new merchant and lists her first steps in order, each linking to where it is done', async () => {
    act(() => signIn('Bearer t', makeUser({ firstName: 'Amina', role: 'ROLE_MERCHANT', merchant: 'mer_1' })));
    stubApi({
      'GET /api/brand': jsonResponse(200, { brands: [brand] }),
      'GET /api/product': jsonResponse(200, { products: [] }),
      'GET /api/earnings/payout-method': jsonResponse(200, { payoutMethod: null }),
    });
    renderWithProviders(<FirstStepsPage />, '/dashboard/first-steps');
    expect(screen.getByRole('heading', { name: 'Karibu Amina' })).toBeInTheDocument();
    const steps = within(await screen.findByRole('list', { name: 'First steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Enable your brand',
      'Add your first product',
      'Set your payout method',
    ]);
    expect(within(steps[0]!).getByRole('link', { name: 'Open your brand' })).toHaveAttribute('href', '/dashboard/brand/edit/br_1');
    expect(within(steps[1]!).getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/dashboard/product/add');
    expect(within(steps[2]!).getByRole('link', { name: 'Set it on Earnings' })).toHaveAttribute('href', '/dashboard/earnings');
  });

  it('marks the steps she has done', async () => {
    act(() => signIn('Bearer t', makeUser({ firstName: 'Amina', role: 'ROLE_MERCHANT', merchant: 'mer_1' })));
    stubApi({
      'GET /api/brand': jsonResponse(200, { brands: [{ ...brand, isActive: true }] }),
      'GET /api/product': jsonResponse(200, { products: [{ _id: 'p1' }] }),
      'GET /api/earnings/payout-method': jsonResponse(200, { payoutMethod: null }),
    });
    renderWithProviders(<FirstStepsPage />, '/dashboard/first-steps');
    const steps = within(await screen.findByRole('list', { name: 'First steps' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).queryByText('Done') !== null)).toEqual([true, true, false]);
    expect(screen.queryByText('All set: your shop is ready.')).not.toBeInTheDocument();
  });
});
