import { afterEach, describe, expect, it, vi } from 'vitest';
import { CARD_IMAGE_SIZES } from '@/components/ProductCard';
import { getCategoryProducts, HOME_BLOCKS_AT_ONCE, HOME_PRODUCTS_PER_CATEGORY } from '@/features/home/api/get-category-products';
import { getShopProducts } from '@/features/shop/api/get-shop-products';
import { FIRST_ROW } from '@/features/shop/components/ShopPage';
import { GALLERY_IMAGE_SIZES } from '@/features/products/components/gallery-sizes';
import { getStoreProduct } from '@/features/products/api/get-store-product';
import { SHOP_PAGE_SIZE } from '@/features/shop/utils/filters';
import { TOKEN_KEY } from '@/stores/auth';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { getActiveBrands } from '@/api/active-brands';
import { createAppRouter } from '../router';
import { boot, BOOT_SETTINGS, sharedLinkRoute, shellFor, shellRouteScript } from './boot';

const early = () => (window as unknown as { __prefetch?: Record<string, Promise<Response | undefined>> }).__prefetch;

const calledUrls = (fetchMock: ReturnType<typeof mockFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => ({
    href: link.getAttribute('href'),
    srcset: link.getAttribute('imagesrcset'),
    sizes: link.getAttribute('imagesizes'),
    priority: link.getAttribute('fetchpriority'),
  }));

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="preload"]').forEach((link) => link.remove());
  delete (window as unknown as { __prefetch?: unknown }).__prefetch;
  window.location.hash = '';
  localStorage.clear();
});

describe('shell route script', () => {
  it.each([
    ['', 'home'],
    ['#/', 'home'],
    ['#/?ref=sms', 'home'],
    ['#/shop', 'shop'],
    ['#/shop?page=2', 'shop'],
    ['#/shop/category/phones', 'page'],
    ['#/product/kikoy-towel', 'product'],
    ['#/cart', 'page'],
  ])('marks %j as the %s skeleton on <html>, as index.html runs it', (hash, shell) => {
    window.location.hash = hash;
    new Function(shellRouteScript())();
    expect(document.documentElement.dataset.shell).toBe(shell);
  });
});

describe('shared path links', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it.each([
    ['/product/kikoy-towel', '#/product/kikoy-towel', 'product'],
    ['/shop/category/phones', '#/shop/category/phones', 'page'],
    ['/shop/brand/kikapu-crafts/', '#/shop/brand/kikapu-crafts', 'page'],
  ])('opens %s at its hash route %s before the app starts', (path, hash, shell) => {
    window.history.replaceState(null, '', path);
    new Function(shellRouteScript())();
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe(hash);
    expect(document.documentElement.dataset.shell).toBe(shell);
  });

  it('leaves other addresses, and a path link that already has a hash route, as they are', () => {
    expect(sharedLinkRoute('/product/kikoy-towel', '#/cart')).toBeNull();
    expect(sharedLinkRoute('/product', '')).toBeNull();
    expect(sharedLinkRoute('/product/a/b', '')).toBeNull();
    expect(sharedLinkRoute('/shop/tag/phones', '')).toBeNull();
    expect(sharedLinkRoute('/', '#/product/kikoy-towel')).toBeNull();
    expect(sharedLinkRoute('/product/kikoy-towel', '#')).toBe('#/product/kikoy-towel');
  });

  it("opens the product page in the app's router", async () => {
    window.history.replaceState(null, '', '/product/kikoy-towel');
    new Function(shellRouteScript())();
    const router = await createAppRouter();
    expect(router.state.location.pathname).toBe('/product/kikoy-towel');
    expect(router.state.matches.at(-1)?.route.path).toBe('product/:slug');
    expect(router.state.matches.at(-1)?.params).toEqual({ slug: 'kikoy-towel' });
    router.dispose();
  });
});

describe('boot script', () => {
  it('copies the app constants it needs', () => {
    expect(BOOT_SETTINGS).toEqual({
      shopPageSize: SHOP_PAGE_SIZE,
      homeProductsPerCategory: HOME_PRODUCTS_PER_CATEGORY,
      homeBlocksAtOnce: HOME_BLOCKS_AT_ONCE,
      tokenKey: TOKEN_KEY,
      shopPriorityCount: FIRST_ROW,
      cardImageSizes: CARD_IMAGE_SIZES,
      galleryImageSizes: GALLERY_IMAGE_SIZES,
    });
  });

  it('starts the product page call, which the app then takes over', async () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { product: { _id: 'p1', name: 'Kikoy Towel' } }));
    window.location.hash = '#/product/kikoy-towel';

    boot(BOOT_SETTINGS, shellFor);

    expect(calledUrls(fetchMock)).toEqual(['/api/product/item/kikoy-towel', '/api/brand/list']);
    expect(await getStoreProduct('kikoy-towel')).toMatchObject({ name: 'Kikoy Towel' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(Object.keys(early() ?? {})).toEqual(['/api/brand/list']);
  });

  it.each(['', '#/shop', '#/cart'])("starts the header's brand list on %j, which the Brands menu then takes over", async (hash) => {
    const brands = [{ _id: 'b1', name: 'Pwani', slug: 'pwani', isActive: true }];
    const fetchMock = mockFetch((url) => jsonResponse(200, url === '/api/brand/list' ? { brands } : {}));
    window.location.hash = hash;

    boot(BOOT_SETTINGS, shellFor);
    const calls = fetchMock.mock.calls.length;

    expect(calledUrls(fetchMock)).toContain('/api/brand/list');
    expect(await getActiveBrands()).toEqual(brands);
    expect(fetchMock).toHaveBeenCalledTimes(calls);
  });

  it("asks for the first active categories' products on the home page, which their blocks then take over", async () => {
    const categories = ['phones', 'fashion', 'groceries', 'beauty'].map((slug) => ({ _id: slug, name: slug, slug, isActive: slug !== 'fashion' }));
    const fetchMock = mockFetch((url) =>
      jsonResponse(200, url === '/api/category/list' ? { categories } : { products: [{ _id: url }], count: 1 }),
    );
    window.location.hash = '';
    boot(BOOT_SETTINGS, shellFor);
    const lists = ['phones', 'groceries'].map((slug) => `/api/product/list?category=${slug}&limit=${HOME_PRODUCTS_PER_CATEGORY}`);
    await vi.waitFor(() => expect(calledUrls(fetchMock)).toEqual(['/api/category/list', '/api/brand/list', ...lists]));

    expect(await getCategoryProducts('groceries')).toMatchObject({ products: [{ _id: lists[1] }] });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('asks for the shop page the app will ask for', () => {
    const fetchMock = mockFetch(() => jsonResponse(200, { products: [] }));
    window.location.hash = '#/shop';
    boot(BOOT_SETTINGS, shellFor);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`/api/product/list?page=1&limit=${SHOP_PAGE_SIZE}`);
  });

  it("preloads the product page's main image with its gallery srcset and sizes, at high priority", async () => {
    const product = { _id: 'p1', name: 'Kikoy Towel', images: ['kikoy.jpg', 'kikoy-2.jpg'], webpSrcsets: ['/api/files/kikoy-320w.webp 320w', ''] };
    mockFetch(() => jsonResponse(200, { product }));
    window.location.hash = '#/product/kikoy-towel';
    boot(BOOT_SETTINGS, shellFor);
    await vi.waitFor(() => expect(preloads()).toHaveLength(1));
    expect(preloads()).toEqual([
      { href: '/api/files/kikoy.jpg', srcset: '/api/files/kikoy-320w.webp 320w', sizes: GALLERY_IMAGE_SIZES, priority: 'high' },
    ]);
    expect(await getStoreProduct('kikoy-towel')).toMatchObject({ name: 'Kikoy Towel' });
  });

  it("preloads the shop's first row of images; an image without WebP copies as it is", async () => {
    const products = ['a', 'b', 'c'].map((id) => ({ _id: id, images: [`${id}.jpg`], webpSrcsets: id === 'b' ? [''] : [`/api/files/${id}-320w.webp 320w`] }));
    const fetchMock = mockFetch(() => jsonResponse(200, { products, total: 3 }));
    window.location.hash = '#/shop';
    boot(BOOT_SETTINGS, shellFor);
    await vi.waitFor(() => expect(preloads()).toHaveLength(FIRST_ROW));
    expect(preloads()).toEqual([
      { href: '/api/files/a.jpg', srcset: '/api/files/a-320w.webp 320w', sizes: CARD_IMAGE_SIZES, priority: 'high' },
      { href: '/api/files/b.jpg', srcset: null, sizes: null, priority: 'high' },
    ]);
    expect(await getShopProducts({ page: 1, limit: SHOP_PAGE_SIZE })).toMatchObject({ total: 3 });
    expect(calledUrls(fetchMock)).toEqual([`/api/product/list?page=1&limit=${SHOP_PAGE_SIZE}`, '/api/brand/list']);
  });

  it('leaves the calls to the app for a signed-in shopper, whose answers differ', () => {
    const fetchMock = mockFetch(() => jsonResponse(200, {}));
    localStorage.setItem(TOKEN_KEY, 'Bearer token');
    window.location.hash = '#/product/kikoy-towel';
    boot(BOOT_SETTINGS, shellFor);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(early()).toBeUndefined();
  });

  it.each(['', 'Bearer token'])("reads sessionStorage once, in a later task than the page's head (token %j)", (token) => {
    vi.useFakeTimers();
    mockFetch(() => jsonResponse(200, {}));
    if (token) localStorage.setItem(TOKEN_KEY, token);
    const getItem = vi.spyOn(Storage.prototype, 'getItem');
    const sessionReads = () => getItem.mock.contexts.filter((storage) => storage === sessionStorage).length;
    try {
      boot(BOOT_SETTINGS, shellFor);
      expect(sessionReads()).toBe(0);
      vi.runOnlyPendingTimers();
      expect(sessionReads()).toBe(1);
    } finally {
      getItem.mockRestore();
      vi.useRealTimers();
    }
  });
});
