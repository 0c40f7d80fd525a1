import { configure, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render-route';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

// Route rendering waits on lazy routes and fetches; allow for a busy CI machine.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 15_000 });

// The route lazy-loads the page; load it up front so the first test does not wait on a cold transform.
beforeAll(async () => {
  await import('./BrandsPage');
});

afterEach(() => vi.unstubAllGlobals());

describe('BrandsPage', () => {
  it("shows 'Shop By Brand' and a card per brand linking to its shop", async () => {
    const fetchMock = vi.fn(async () =>
      json({
        brands: [
          { _id: 'b1', name: 'Safari Gear', slug: 'safari-gear', description: 'Outdoor kit.', isActive: true, merchant: null },
          { _id: 'b2', name: 'Kilimanjaro Tech', slug: 'kilimanjaro-tech', description: 'Phones.', isActive: true, merchant: null },
        ],
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoute('/brands');

    expect(await screen.findByRole('heading', { level: 1, name: 'Shop By Brand' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Safari Gear' });
    expect(link.getAttribute('href')).toMatch(/\/shop\/brand\/safari-gear$/);
    expect(screen.getByText('Outdoor kit.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kilimanjaro Tech' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith('/api/brand/list', expect.anything());
  });

  it("shows 'no brands found.' when there are none", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ brands: [] })));
    renderRoute('/brands');
    expect(await screen.findByText('no brands found.')).toBeInTheDocument();
  });
});
