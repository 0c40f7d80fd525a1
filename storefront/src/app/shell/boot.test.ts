import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_PRODUCTS_PER_CATEGORY } from '@/features/home/api/get-category-products';
import { getStoreProduct } from '@/features/products/api/get-store-product';
import { SHOP_PAGE_SIZE } from '@/features/shop/utils/filters';
import { TOKEN_KEY } from '@/stores/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { boot, BOOT_SETTINGS } from './boot';

const early = () => (window as unknown as { __prefetch?: Record<string, Promise<Response | undefined>> }).__prefetch;

afterEach(() => {
  vi.unstubAllGlobals();
  delete (window as unknown as { __prefetch?: unknown }).__prefetch;
  window.location.hash = '';
  localStorage.clear();
});

describe('boot script', () => {
  it('copies the app constants it needs', () => {
    expect(BOOT_SETTINGS).toEqual({
      shopPageSize: SHOP_PAGE_SIZE,
      homeProductsPerCategory: HOME_PRODUCTS_PER_CATEGORY,
      tokenKey: TOKEN_KEY,
    });
  });

  it('marks the route for the shell and starts the product page call, which the app then takes over', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { product: { _id: 'p1', name: 'Kikoy Towel' } }));
    window.location.hash = '#/product/kikoy-towel';

    boot(BOOT_SETTINGS);

    expect(document.documentElement.dataset.shell).toBe('product');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/product/item/kikoy-towel');
    expect(await getStoreProduct('kikoy-towel')).toMatchObject({ name: 'Kikoy Towel' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(early()).toEqual({});
  });

  it('asks for the shop page the app will ask for', () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { products: [] }));
    window.location.hash = '#/shop';
    boot(BOOT_SETTINGS);
    expect(document.documentElement.dataset.shell).toBe('shop');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/product/list?page=1&limit=${SHOP_PAGE_SIZE}`);
  });

  it('leaves the calls to the app for a signed-in shopper, whose answers differ', () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    localStorage.setItem(TOKEN_KEY, 'Bearer token');
    window.location.hash = '#/product/kikoy-towel';
    boot(BOOT_SETTINGS);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(early()).toBeUndefined();
  });
});
