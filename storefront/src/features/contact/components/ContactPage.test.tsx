import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBody } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ContactPage } from './ContactPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ContactPage', () => {
  it("shows 'Contact Information' and the inline messages", async () => {
    const fetchMock = mockFetch(() => jsonResponse(500, {}));
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, '/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Information' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email'), 'juma@');
    await user.type(screen.getByLabelText('Message'), 'Too short');
    expect(await screen.findByText('Email format is invalid.')).toBeInTheDocument();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the message, shows the server's answer and clears the form", async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { success: true, message: 'We received your message!' }));
    const user = userEvent.setup();
    renderWithProviders(<ContactPage />, '/contact');
    await user.type(screen.getByLabelText('Name'), 'Juma Otieno');
    await user.type(screen.getByLabelText('Email'), 'juma@example.com');
    await user.type(screen.getByLabelText('Message'), 'Do you deliver to Kisumu?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('We received your message!')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(sentBody(fetchMock, '/api/contact/add', 'POST')).toEqual({
      name: 'Juma Otieno',
      email: 'juma@example.com',
      message: 'Do you deliver to Kisumu?',
    });
  });
});
