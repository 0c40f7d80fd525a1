import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render-with-providers';
import { Banner } from './Banner';

afterEach(() => vi.unstubAllGlobals());

describe('Banner', () => {
  it("promises free delivery in Nairobi only while the fee table says so", async () => {
    stubApi({ 'GET /api/delivery/promise': jsonResponse(200, { counties: 47, freeHome: ['Nairobi'], freePickup: [] }) });
    renderWithProviders(<Banner />);
    expect(await screen.findByTestId('home-delivery-promise')).toHaveTextContent('Free delivery in Nairobi.');
  });

  it('promises nothing free once every county has a fee', async () => {
    stubApi({ 'GET /api/delivery/promise': jsonResponse(200, { counties: 47, freeHome: [], freePickup: [] }) });
    renderWithProviders(<Banner />);
    expect(await screen.findByTestId('home-delivery-promise')).toHaveTextContent('Delivery to all 47 counties.');
    expect(screen.getByRole('region', { name: /delivered across Kenya/ })).not.toHaveTextContent(/free/i);
  });
});
