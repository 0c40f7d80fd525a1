import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { LoginPage } from './LoginPage';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
};

describe('LoginPage', () => {
  it('has the links of the login screen and no native validation', async () => {
    mockFetch(() => jsonResponse(200, { google: true, facebook: true }));
    renderWithProviders(<LoginPage />, '/login');
    expect(screen.getByRole('button', { name: 'Login' }).closest('form')).toHaveAttribute('novalidate');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot Password?' })).toHaveAttribute('href', '/forgot-password');
    expect(await screen.findByRole('link', { name: /Login with Google/ })).toHaveAttribute('href', '/api/auth/google');
    expect(screen.getByRole('link', { name: /Login with Facebook/ })).toHaveAttribute('href', '/api/auth/facebook');
  });

  it('shows only the social sign-ins the shop is configured for', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { google: false, facebook: true }));
    renderWithProviders(<LoginPage />, '/login');
    expect(await screen.findByRole('link', { name: /Login with Facebook/ })).toHaveAttribute('href', '/api/auth/facebook');
    expect(screen.queryByRole('link', { name: /Login with Google/ })).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/providers', expect.anything());
  });

  it('shows no social sign-in when none is configured', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { google: false, facebook: false }));
    renderWithProviders(<LoginPage />, '/login');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Social login' })).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: /Login with/ })).not.toBeInTheDocument();
  });

  it('shows the required messages inline, one per field, without calling the API', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    renderWithProviders(<LoginPage />, '/login');
    await fill('', '');
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required.');
    // Only the social sign-ins are asked for; no login is sent.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/api/auth/login');
  });

  it('shows the format and minimum length messages', async () => {
    renderWithProviders(<LoginPage />, '/login');
    await fill('wanjiku', '12345');
    expect(await screen.findByText('Email format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
  });

  it('signs in, welcomes the user back and opens the dashboard', async () => {
    const user = makeUser();
    let answer: (response: Response) => void = () => {};
    const fetchMock = mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<LoginPage />, '/login');
    await fill('wanjiku@example.com', 'secret1');

    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeDisabled());
    answer(jsonResponse(200, { success: true, token: 'Bearer abc', user }));

    expect(await screen.findByText('Hey Wanjiku, Welcome Back!')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard$/);
    expect(authStore.getState()).toEqual({ token: 'Bearer abc', user });
    expect(localStorage.getItem('token')).toBe('Bearer abc');
    expect(sentBody(fetchMock, '/api/auth/login', 'POST')).toEqual({ email: 'wanjiku@example.com', password: 'secret1' });
  });

  it.each(['ROLE_ADMIN', 'ROLE_MERCHANT'] as const)('lands %s on the Overview', async (role) => {
    mockFetch(() => jsonResponse(200, { success: true, token: 'Bearer staff', user: makeUser({ role }) }));
    renderWithProviders(<LoginPage />, '/login');
    await fill('staff@example.com', 'secret1');
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/dashboard\/overview$/);
  });

  it("titles a refused login 'Please try to login again!' with the server's error", async () => {
    mockFetch(() => jsonResponse(400, { error: 'Incorrect email or password.' }));
    renderWithProviders(<LoginPage />, '/login');
    await fill('wanjiku@example.com', 'wrong-password');
    expect(await screen.findByText('Please try to login again!')).toBeInTheDocument();
    expect(screen.getByText('Incorrect email or password.')).toBeInTheDocument();
    expect(authStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
  });
});
