import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authStore, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { SIGNUP_SUCCESS } from './SignupForm';
import { SignupPage } from './SignupPage';

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

/** Opens /register and fills in Amina's e-mail, names and password. */
const renderFilled = async () => {
  const user = userEvent.setup();
  renderWithProviders(<SignupPage />, '/register');
  await user.type(screen.getByLabelText('Email'), 'amina@example.com');
  await user.type(screen.getByLabelText('First Name'), 'Amina');
  await user.type(screen.getByLabelText('Last Name'), 'Odhiambo');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  return user;
};

describe('SignupPage', () => {
  it('shows every required message inline and calls nothing', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    renderWithProviders(<SignupPage />, '/register');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    // Only the spec's words for an empty e-mail (issue item 22).
    expect(screen.queryByText('Email format is invalid.')).not.toBeInTheDocument();
    expect(screen.getByText('First Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Last Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the email format and password minimum messages', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignupPage />, '/register');
    await user.type(screen.getByLabelText('Email'), 'amina@');
    await user.type(screen.getByLabelText('Password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Email format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters.')).toBeInTheDocument();
  });

  it('signs up with the newsletter choice, signs in and opens the dashboard', async () => {
    const account = makeUser({ firstName: 'Amina', lastName: 'Odhiambo', email: 'amina@example.com' });
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, token: 'Bearer new', user: account }));
    const user = await renderFilled();
    await user.click(screen.getByRole('checkbox', { name: 'Subscribe to newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(SIGNUP_SUCCESS)).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/dashboard');
    expect(authStore.getState().token).toBe('Bearer new');
    expect(sentBody(fetchMock, '/api/auth/register', 'POST')).toEqual({
      email: 'amina@example.com',
      firstName: 'Amina',
      lastName: 'Odhiambo',
      password: 'secret1',
      isSubscribed: true,
    });
  });

  it("titles a refused signup 'Please try to signup again!'", async () => {
    mockFetch(() => jsonResponse(400, { error: 'That email address is already in use.' }));
    const user = await renderFilled();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Please try to signup again!')).toBeInTheDocument();
    expect(screen.getByText('That email address is already in use.')).toBeInTheDocument();
  });
});
