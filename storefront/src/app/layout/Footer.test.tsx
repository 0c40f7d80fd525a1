import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Footer } from './Footer';

afterEach(() => vi.unstubAllGlobals());

describe('Footer', () => {
  it('reaches the shop: support phone and WhatsApp, returns, privacy, terms and Sell on Duka', async () => {
    mockFetch((url) => (url === '/api/shop/contact' ? jsonResponse(200, { phone: '+254712345678', whatsapp: '+254798765432' }) : jsonResponse(404, {})));
    renderWithProviders(<Footer />);
    const service = screen.getByRole('navigation', { name: 'Customer Service' });
    expect(await within(service).findByRole('link', { name: 'Call us: 0712 345 678' })).toHaveAttribute('href', 'tel:+254712345678');
    expect(within(service).getByRole('link', { name: 'WhatsApp: 0798 765 432' })).toHaveAttribute('href', 'https://wa.me/254798765432');
    expect(within(service).getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(within(service).getByRole('link', { name: 'Returns' })).toHaveAttribute('href', '/returns');
    const links = screen.getByRole('navigation', { name: 'Links' });
    expect(within(links).getByRole('link', { name: 'Sell on Duka' })).toHaveAttribute('href', '/sell');
    expect(within(links).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
    expect(within(links).getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });

  it('shows no phone or WhatsApp link while the shop has none', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { phone: null, whatsapp: null }));
    renderWithProviders(<Footer />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('link', { name: /Call us|WhatsApp/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Returns' })).toBeInTheDocument();
  });
});
