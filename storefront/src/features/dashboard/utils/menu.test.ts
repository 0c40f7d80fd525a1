import { describe, expect, it } from 'vitest';
import { dashboardRole } from '@/lib/roles';
import { makeUser } from '@/testing/user-fixture';
import { menuFor } from './menu';

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((item) => item.label);

describe('dashboard menu (spec §2, built sections only; Support for every role)', () => {
  it('gives admins the catalogue and the users list', () => {
    expect(labels('ROLE_ADMIN')).toEqual([
      'Overview',
      'Account Details',
      'Account Security',
      'Address',
      'Products',
      'Categories',
      'Brands',
      'Users',
      'Merchants',
      'Orders',
      'Payouts',
      'Activity',
      'Delivery',
      'Reviews',
      'Search Words',
      'Pages',
      'Wishlist',
      'Support',
    ]);
  });

  it('gives merchants their brand and products, brand first', () => {
    expect(labels('ROLE_MERCHANT')).toEqual(['Overview', 'Account Details', 'Account Security', 'Address', 'Brand', 'Products', 'Orders', 'Earnings', 'Wishlist', 'Support']);
    expect(menuFor('ROLE_MERCHANT').map((item) => item.to)).toContain('/dashboard/brand');
    expect(menuFor('ROLE_MERCHANT').map((item) => item.to)).toContain('/dashboard/earnings');
    // Her Orders opens on her sales (issue item 12).
    expect(menuFor('ROLE_MERCHANT').find((item) => item.label === 'Orders')?.to).toBe('/dashboard/orders/customers');
    expect(menuFor('ROLE_MEMBER').find((item) => item.label === 'Orders')?.to).toBe('/dashboard/orders');
  });

  it('gives members their own sections only', () => {
    expect(labels('ROLE_MEMBER')).toEqual(['Account Details', 'Account Security', 'Address', 'Orders', 'Wishlist', 'Support']);
  });

  it('links the sections under /dashboard', () => {
    expect(menuFor('ROLE_ADMIN').map((item) => item.to)).toEqual([
      '/dashboard/overview',
      '/dashboard',
      '/dashboard/security',
      '/dashboard/address',
      '/dashboard/product',
      '/dashboard/category',
      '/dashboard/brand',
      '/dashboard/users',
      '/dashboard/merchant',
      '/dashboard/orders',
      '/dashboard/payouts',
      '/dashboard/activity',
      '/dashboard/delivery',
      '/dashboard/review',
      '/dashboard/search-words',
      '/dashboard/pages',
      '/dashboard/wishlist',
      '/support',
    ]);
  });

  it("treats a merchant without a merchant record as a member (spec §6)", () => {
    expect(dashboardRole(makeUser({ role: 'ROLE_MERCHANT', merchant: null }))).toBe('ROLE_MEMBER');
    expect(dashboardRole(makeUser({ role: 'ROLE_MERCHANT', merchant: 'm1' }))).toBe('ROLE_MERCHANT');
    expect(dashboardRole(makeUser({ role: 'ROLE_ADMIN' }))).toBe('ROLE_ADMIN');
  });
});
