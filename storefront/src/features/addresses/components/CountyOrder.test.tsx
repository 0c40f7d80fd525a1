import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { signIn, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { AddAddressPage } from './AddAddressPage';

/** GET /api/delivery lists the counties in their official order (001 Mombasa … 047 Nairobi). */
const OFFICIAL = ['Mombasa', 'Kwale', 'Kiambu', 'Turkana', 'Nakuru', 'Kisumu', 'Homa Bay', 'Nairobi'];

beforeEach(() => signIn('Bearer t', makeUser()));
afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

it('offers Nairobi, Mombasa, Kisumu, Nakuru and Kiambu first, then the other counties A–Z', async () => {
  mockFetch((url) =>
    url === '/api/delivery'
      ? jsonResponse(200, { counties: OFFICIAL.map((name) => ({ name, fees: { home: 0, pickup: 0 } })), stations: [] })
      : jsonResponse(500, {}),
  );
  renderWithProviders(<AddAddressPage />, '/dashboard/address/add');
  const county = await screen.findByRole('combobox', { name: 'County' });
  await within(county).findByRole('option', { name: 'Nairobi' });
  expect(within(county).getAllByRole('option').map((option) => option.textContent)).toEqual([
    expect.any(String), // the placeholder
    'Nairobi',
    'Mombasa',
    'Kisumu',
    'Nakuru',
    'Kiambu',
    'Homa Bay',
    'Kwale',
    'Turkana',
  ]);
});
