import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { signIn, signOut, type User } from '@/stores/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { preloadRoutes, renderRoute } from '@/testing/render-route';
import { makeUser } from '@/testing/user-fixture';

const FORBIDDEN = 'Forbidden! You are not allowed to access this resource.';

const admin = makeUser({ role: 'ROLE_ADMIN' });
const merchant = makeUser({ role: 'ROLE_MERCHANT', merchant: 'm1' });
const member = makeUser();

/** The API as the layout and the catalogue pages need it, signed in as `me`. */
const signedInAs = (me: User) => {
  signIn('Bearer t', me);
  return mockFetch((url) => {
    if (url === '/api/user/me') return jsonResponse(200, { user: me });
    return jsonResponse(200, { products: [], categories: [], brands: [], totalPages: 0, currentPage: 1, count: 0 });
  });
};

const catalogueCalls = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => /^\/api\/(product|category|brand)(\/|$)(?!list$)/.test(url));

/** Pages are code-split: load their modules before the first test, so none waits for a cold import. */
beforeAll(() =>
  preloadRoutes(['/dashboard/product', '/dashboard/product/add', '/dashboard/brand', '/dashboard/brand/add', '/dashboard/category', '/dashboard/category/add']),
);

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('catalogue routes by role (spec §2, §6)', () => {
  it.each(['/dashboard/product', '/dashboard/product/add', '/dashboard/brand', '/dashboard/category'])(
    'shows a member the Forbidden state on %s without calling the API',
    async (path) => {
      const fetchMock = signedInAs(member);
      renderRoute(path);
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
      expect(catalogueCalls(fetchMock).filter((url) => !url.startsWith('/api/product/list?'))).toEqual([]);
    },
  );

  it.each(['/dashboard/category', '/dashboard/category/add', '/dashboard/brand/add'])(
    'keeps a merchant out of %s',
    async (path) => {
      signedInAs(merchant);
      renderRoute(path);
      expect(await screen.findByText(FORBIDDEN)).toBeInTheDocument();
    },
  );

  it("gives a merchant their 'Brand' and 'Products' sections", async () => {
    signedInAs(merchant);
    renderRoute('/dashboard/brand');
    expect(await screen.findByRole('heading', { level: 1, name: 'Brand' })).toBeInTheDocument();
    expect(await screen.findByText('no brands found.')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(menu).toHaveTextContent(['Address', 'Brand', 'Products', 'Orders'].join(''));
  });

  it('gives an admin the products, categories and brands pages', async () => {
    signedInAs(admin);
    renderRoute('/dashboard/category');
    expect(await screen.findByRole('heading', { level: 1, name: 'Categories' })).toBeInTheDocument();
    expect(await screen.findByText('no categories found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Categories' })).toHaveAttribute('aria-current', 'page');
  });
});
