import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { AuthSuccessPage } from './AuthSuccessPage';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('AuthSuccessPage (social login landing)', () => {
  it('stores the token from the query string, loads the profile and opens the dashboard', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<AuthSuccessPage />, '/auth/success?token=Bearer%20jwt-1', { route: '/auth/success' });

    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');
    expect(authStore.getState().token).toBe('Bearer jwt-1');
    expect(localStorage.getItem('token')).toBe('Bearer jwt-1');
    answer(jsonResponse(200, { user: makeUser({ provider: 'google' }) }));

    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/user/me',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer jwt-1' }) }),
    );
  });

  it('keeps its loader while the profile loads, then lands staff on the Overview', async () => {
    let answer: (response: Response) => void = () => {};
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<AuthSuccessPage />, '/auth/success?token=Bearer%20jwt-admin', { route: '/auth/success' });
    expect(await screen.findByRole('status')).toHaveTextContent('Signing you in…');
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    answer(jsonResponse(200, { user: makeUser({ role: 'ROLE_ADMIN', provider: 'google' }) }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/overview$/);
  });

  it('goes to /login without a token', async () => {
    mockFetch(() => jsonResponse(500, {}));
    renderWithProviders(<AuthSuccessPage />, '/auth/success', { route: '/auth/success' });
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
  });
});
