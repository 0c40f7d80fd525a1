import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authStore, signIn, signOut, type User } from '@/stores/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { preloadRoutes, renderRoute } from '@/testing/render-route';
import { makeUser } from '@/testing/user-fixture';

/** The shop API as the layout and the dashboard need it, with `me` as the signed-in user. */
const shopApi = (me: User | null) =>
  mockFetch((url) => {
    if (url === '/api/user/me') return me ? jsonResponse(200, { user: me }) : jsonResponse(401, { error: 'Unauthorized' });
    if (url.startsWith('/api/address')) return jsonResponse(200, { addresses: [] });
    if (url.startsWith('/api/user')) return jsonResponse(200, { users: [makeUser()], totalPages: 1, currentPage: 1, count: 1 });
    return jsonResponse(200, { products: [], categories: [], brands: [], totalPages: 0, currentPage: 1, count: 0 });
  });

const SIGNED_OUT_ONLY = ['/login', '/register', '/forgot-password', '/reset-password/abc'];
const PROTECTED = ['/dashboard', '/dashboard/address', '/dashboard/users', '/dashboard/security'];

/** Pages are code-split: load every module these tests open before the first one, so none waits for a cold import. */
beforeAll(() => preloadRoutes([...SIGNED_OUT_ONLY, ...PROTECTED, '/dashboard/address/nowhere', '/dashboard/delivery']));

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('redirect guards (spec §2)', () => {
  it.each(PROTECTED)(
    'sends a signed-out visitor from %s to /login',
    async (path) => {
      shopApi(null);
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
    },
  );

  it.each(SIGNED_OUT_ONLY)(
    'sends a signed-in user from %s to /dashboard',
    async (path) => {
      shopApi(makeUser());
      signIn('Bearer t', makeUser());
      const { router } = renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
    },
  );

  it('lets a signed-out visitor open the sign-in pages', async () => {
    shopApi(null);
    renderRoute('/register');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign Up' })).toBeInTheDocument();
  });

  it('loads the profile for a stored token before showing the dashboard', async () => {
    const fetchMock = shopApi(makeUser({ firstName: 'Baraka' }));
    signIn('Bearer stored');
    renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Baraka');
    expect(authStore.getState().user?.firstName).toBe('Baraka');
    expect(fetchMock).toHaveBeenCalledWith('/api/user/me', expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer stored' }) }));
  });

  it('shows the not-found page for unknown dashboard sub-paths', async () => {
    shopApi(makeUser());
    signIn('Bearer t', makeUser());
    renderRoute('/dashboard/address/nowhere');
    expect(await screen.findByText('The page you are looking for was not found.')).toBeInTheDocument();
  });
});

describe('roles', () => {
  it('shows a member the Forbidden state on /dashboard/users, never the users', async () => {
    const fetchMock = shopApi(makeUser());
    signIn('Bearer t', makeUser());
    renderRoute('/dashboard/users');
    expect(await screen.findByText('Forbidden! You are not allowed to access this resource.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Users' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/user?'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
  });

  it('shows a member the Forbidden state on /dashboard/delivery, and asks nothing of the admin routes', async () => {
    const fetchMock = shopApi(makeUser());
    signIn('Bearer t', makeUser());
    renderRoute('/dashboard/delivery');
    expect(await screen.findByText('Forbidden! You are not allowed to access this resource.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/delivery'))).toBe(false);
    expect(screen.queryByRole('link', { name: 'Delivery' })).not.toBeInTheDocument();
  });

  it('gives an admin the users list and the admin menu', async () => {
    const admin = makeUser({ role: 'ROLE_ADMIN' });
    shopApi(admin);
    signIn('Bearer t', admin);
    renderRoute('/dashboard/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(menu).toHaveTextContent(
      ['Account Details', 'Account Security', 'Address', 'Products', 'Categories', 'Brands', 'Users', 'Merchants', 'Orders'].join(''),
    );
  });
});

describe('401 from the API', () => {
  it('signs out, says so and goes to /login', async () => {
    shopApi(null);
    signIn('Bearer corrupt');
    const { router } = renderRoute('/dashboard/address');
    expect(await screen.findByText('Unauthorized Access! Please login again')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(authStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});
