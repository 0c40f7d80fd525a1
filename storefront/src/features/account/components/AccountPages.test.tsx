import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore, signIn, signOut } from '@/stores/auth';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeUser } from '@/testing/user-fixture';
import { AccountDetailsPage } from './AccountDetailsPage';
import { AccountSecurityPage } from './AccountSecurityPage';

beforeEach(() => {
  signIn('Bearer t', makeUser());
});

afterEach(() => {
  signOut();
  vi.unstubAllGlobals();
});

describe('AccountDetailsPage', () => {
  it('shows the email, the role badge and the editable profile', () => {
    signIn('Bearer t', makeUser({ role: 'ROLE_ADMIN', phoneNumber: '0712345678' }));
    renderWithProviders(<AccountDetailsPage />, '/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
    expect(screen.getByText('wanjiku@example.com')).toBeInTheDocument();
    expect(screen.getByText('Admin')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Wanjiku');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Kamau');
    expect(screen.getByLabelText('Phone Number')).toHaveValue('0712345678');
  });

  it("shows 'Logged in With {provider}' for a social account", () => {
    signIn('Bearer t', makeUser({ provider: 'google' }));
    renderWithProviders(<AccountDetailsPage />, '/dashboard');
    expect(screen.getByText('Logged in With google')).toBeInTheDocument();
    expect(screen.queryByText('wanjiku@example.com')).not.toBeInTheDocument();
    expect(screen.getByText('Member')).toBeInTheDocument();
  });

  it('validates the phone number and the name lengths inline', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderWithProviders(<AccountDetailsPage />, '/dashboard');
    await user.type(screen.getByLabelText('Phone Number'), 'call me');
    await user.type(screen.getByLabelText('First Name'), 'x'.repeat(100));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Phone number format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('First Name may not be longer than 100 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the profile and keeps the updated user', async () => {
    const saved = makeUser({ firstName: 'Njeri', phoneNumber: '+254 712 345678' });
    const fetchMock = mockFetch(() =>
      jsonResponse(200, { success: true, message: 'Your profile is successfully updated!', user: saved }),
    );
    const user = userEvent.setup();
    renderWithProviders(<AccountDetailsPage />, '/dashboard');
    await user.clear(screen.getByLabelText('First Name'));
    await user.type(screen.getByLabelText('First Name'), 'Njeri');
    await user.type(screen.getByLabelText('Phone Number'), '+254 712 345678');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your profile is successfully updated!')).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/user', 'PUT')).toEqual({
      profile: { firstName: 'Njeri', lastName: 'Kamau', phoneNumber: '+254 712 345678' },
    });
    expect(authStore.getState().user).toEqual(saved);
  });
});

describe('AccountSecurityPage', () => {
  it("labels the first field 'Old Password' and checks both minimums (no match rule)", async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, '/dashboard/security');
    expect(screen.getByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Old Password is required.')).toBeInTheDocument();
    expect(screen.getByText('New Password is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Old Password'), '12345');
    await user.type(screen.getByLabelText('New Password'), 'abc');
    expect(await screen.findByText('Old Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('New Password must be at least 6 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('changes the password (old, new), then signs out and goes to /login', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: 'Password changed successfully.' }));
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, '/dashboard/security');
    await user.type(screen.getByLabelText('Old Password'), 'old-secret');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(authStore.getState().token).toBeNull();
    expect(sentBody(fetchMock, '/api/auth/reset', 'POST')).toEqual({ password: 'old-secret', confirmPassword: 'new-secret' });
  });

  it("keeps the session on a wrong old password, titled 'Please try to reset again!'", async () => {
    mockFetch(() => jsonResponse(400, { error: 'Please enter your correct old password.' }));
    const user = userEvent.setup();
    renderWithProviders(<AccountSecurityPage />, '/dashboard/security');
    await user.type(screen.getByLabelText('Old Password'), 'wrong-one');
    await user.type(screen.getByLabelText('New Password'), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please try to reset again!')).toBeInTheDocument();
    expect(screen.getByText('Please enter your correct old password.')).toBeInTheDocument();
    expect(authStore.getState().token).toBe('Bearer t');
  });
});
