import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it("requires a valid email, with 'Send Email' and 'Back to login'", async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, '/forgot-password');
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');

    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    // Only the spec's words for an empty e-mail (issue item 22).
    expect(screen.queryByText('Email format is invalid.')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(await screen.findByText('Email format is invalid.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the e-mail, shows the server's message and goes to /login", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: 'Please check your email for the link.' }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please check your email for the link.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(sentBody(fetchMock, '/api/auth/forgot', 'POST')).toEqual({ email: 'amina@example.com' });
  });

  it("titles a refusal 'Please try again!'", async () => {
    mockFetch(() => jsonResponse(400, { error: 'No user found for this email address.' }));
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, '/forgot-password');
    await user.type(screen.getByLabelText('Email'), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Email' }));
    expect(await screen.findByText('Please try again!')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage', () => {
  const renderPage = () =>
    renderWithProviders(<ResetPasswordPage />, '/reset-password/tok-123', { route: '/reset-password/:token' });

  it('checks the minimums and that the passwords match', async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.getByText('Confirm password is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), '123');
    await user.type(screen.getByLabelText('Confirm Password'), '123');
    expect(await screen.findByText('Password must be at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('Confirm password must be at least 6 characters.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), '456');
    await user.type(screen.getByLabelText('Confirm Password'), '789');
    expect(await screen.findByText('Confirm password and password fields must match.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resets with the token from the route, then goes to /login', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: 'Password changed successfully.' }));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'secret9');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Password changed successfully.')).toBeInTheDocument();
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(sentBody(fetchMock, '/api/auth/reset/tok-123', 'POST')).toEqual({
      password: 'secret9',
      confirmPassword: 'secret9',
    });
  });

  it("titles a refusal 'Please try to reset again!'", async () => {
    mockFetch(() => jsonResponse(400, { error: 'Your token has expired. Please attempt to reset your password again.' }));
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Password'), 'secret9');
    await user.type(screen.getByLabelText('Confirm Password'), 'secret9');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Please try to reset again!')).toBeInTheDocument();
  });
});
