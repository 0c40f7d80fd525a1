import { act, cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { clearCart } from '@/stores/cart';
import { signOut } from '@/stores/auth';
import { closePanels } from '@/stores/ui';
import { jsonResponse } from '@/testing/fetch-mock';
import { pendingPaymentsStore } from '../utils/pending-payments';

/** A saved Kenyan address, the book's default. */
export const homeAddress = (overrides: Record<string, unknown> = {}) => ({
  _id: 'addr-1',
  address: 'Kimathi Street 12',
  city: 'Nairobi',
  state: 'Nairobi',
  country: 'Kenya',
  zipCode: '',
  county: 'Nairobi',
  landmark: '',
  phone: '+254712345678',
  isDefault: true,
  ...overrides,
});

type SheetReads = {
  addresses?: unknown[];
  counties?: { name: string; fees: { home: number; pickup: number } }[];
  stations?: unknown[];
  profilePhone?: string;
  mpesa?: boolean;
};

/** The replies to what the checkout sheet reads when it opens: address book, fees and stations, profile, payment methods. */
export const sheetReads = ({
  addresses = [],
  counties = [{ name: 'Nairobi', fees: { home: 0, pickup: 0 } }],
  stations = [],
  profilePhone = '',
  mpesa = false,
}: SheetReads = {}) => ({
  'GET /api/address': jsonResponse(200, { addresses }),
  'GET /api/delivery': jsonResponse(200, { counties, stations }),
  'GET /api/user/me': jsonResponse(200, { user: { _id: 'u1', firstName: 'Achieng', phoneNumber: profilePhone } }),
  'GET /api/payment/methods': jsonResponse(200, { mpesa, cod: true, maxAmount: mpesa ? 250000 : null }),
});

export const SHEET_URLS = ['/api/address', '/api/delivery', '/api/user/me', '/api/payment/methods'];

/** After each checkout test: unmount first (signing out under a mounted page would navigate it), then a clean shop. */
export function resetCheckout() {
  cleanup();
  act(() => {
    clearCart();
    closePanels();
    signOut();
    pendingPaymentsStore.setState([]);
  });
  localStorage.clear();
  vi.unstubAllGlobals();
}
