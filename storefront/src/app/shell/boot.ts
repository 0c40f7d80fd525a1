// The storefront's boot script (inline in index.html's head, before the app's bundle): it
// starts the first page's API calls at once, instead of after the bundle has downloaded and
// run. The app takes those answers over in apiFetch (src/lib/prefetch.ts).
// It and shellFor are written out with Function.prototype.toString, so they must not use
// anything from outside themselves.

export type ShellName = 'home' | 'shop' | 'product' | 'page';

/** Which skeleton of the app shell (app-shell.ts) a hash route paints first. */
export function shellFor(hash: string): ShellName {
  const route = hash.replace(/^#/, '') || '/';
  if (/^\/product\//.test(route)) return 'product';
  if (/^\/shop(\?|$)/.test(route)) return 'shop';
  return /^\/?(\?|$)/.test(route) ? 'home' : 'page';
}

/**
 * The hash route of a shared path link (`/product/{slug}`, `/shop/category/{slug}`,
 * `/shop/brand/{slug}`: the share buttons' links, which the server answers with index.html and
 * the page's link-preview tags), or null for any other address or one that has a hash route.
 */
export function sharedLinkRoute(pathname: string, hash: string): string | null {
  if (hash.replace(/^#/, '')) return null;
  const match = /^\/(product|shop\/category|shop\/brand)\/([^/]+)\/?$/.exec(pathname);
  return match ? `#/${match[1]}/${match[2]}` : null;
}

/**
 * index.html's inline head script: opens a shared path link at its hash route (the address
 * becomes `/#/product/{slug}` before the app's router reads it), then marks <html data-shell>
 * before the body is parsed, so the first paint already shows the page's skeleton (an async
 * script may only run after it). The server allows it in its Content-Security-Policy by its hash.
 */
export const shellRouteScript = (): string =>
  `(function(route){if(route)history.replaceState(history.state,'','/'+route)})(` +
  `(${sharedLinkRoute.toString()})(location.pathname,location.hash));` +
  `document.documentElement.dataset.shell=(${shellFor.toString()})(location.hash);`;

export interface BootSettings {
  /** Products per shop page (SHOP_PAGE_SIZE) and per home category block (HOME_PRODUCTS_PER_CATEGORY). */
  shopPageSize: number;
  homeProductsPerCategory: number;
  /** The home blocks whose products are asked for at once (HOME_BLOCKS_AT_ONCE). */
  homeBlocksAtOnce: number;
  /** localStorage key of the session token: a signed-in shopper's answers differ (isLiked). */
  tokenKey: string;
  /** How many shop cards load their image at once (the first row), and the cards' and gallery's `sizes`. */
  shopPriorityCount: number;
  cardImageSizes: string;
  galleryImageSizes: string;
  /** The code-split page's own chunks for a skeleton, found by the build (shell-plugin.ts). */
  pageChunks?: Partial<Record<ShellName, string[]>>;
}

type ProductImages = { images?: string[]; webpSrcsets?: string[] };

export function boot(settings: BootSettings, shellOf: typeof shellFor): void {
  const route = location.hash.replace(/^#/, '') || '/';
  const shell = shellOf(route);

  // The page's code and styles download beside the app's bundle, not after the bundle has run
  // (the app's own loader finds the stylesheet in place and does not ask for it again).
  for (const file of settings.pageChunks?.[shell] ?? []) {
    const link = document.createElement('link');
    link.href = file;
    if (/\.css$/.test(file)) {
      link.rel = 'stylesheet';
    } else {
      link.rel = 'modulepreload';
      link.setAttribute('crossorigin', '');
    }
    document.head.appendChild(link);
  }

  // The app's router reads sessionStorage as it is created. A page's first read of a storage
  // area waits on a synchronous round trip to the browser process (2–10 ms measured on an idle
  // machine, more on a busy one): made here, in a task of its own while the page's code
  // downloads, it stays out of the app's start-up tasks.
  setTimeout(() => {
    try {
      sessionStorage.getItem(settings.tokenKey);
    } catch {
      // storage blocked: the router copes without it
    }
  });

  let signedIn = true;
  try {
    signedIn = !!localStorage.getItem(settings.tokenKey);
  } catch {
    // storage blocked: leave the calls to the app
  }
  if (signedIn || typeof fetch !== 'function') return;

  const early: Record<string, Promise<Response | undefined>> = {};
  (window as unknown as { __prefetch: typeof early }).__prefetch = early;
  const get = (url: string) => {
    early[url] = fetch(url, { headers: { Accept: 'application/json' } }).then(
      (response) => (response.ok ? response : undefined),
      () => undefined,
    );
    return early[url];
  };

  // The first screen's product images (the page's LCP), preloaded as soon as their names are
  // known, with the same srcset and sizes as their <picture>, so the browser fetches them once.
  const preloadImages = (products: ProductImages[], sizes: string) => {
    for (const product of products) {
      const image = product.images?.[0];
      if (!image) continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      link.setAttribute('as', 'image');
      link.href = /^(\/|https?:)/.test(image) ? image : `/api/files/${encodeURIComponent(image)}`;
      const srcset = product.webpSrcsets?.[0];
      if (srcset) {
        link.setAttribute('imagesrcset', srcset);
        link.setAttribute('imagesizes', sizes);
      }
      link.setAttribute('fetchpriority', 'high');
      document.head.appendChild(link);
    }
  };
  const readJson = <T,>(answer: Promise<Response | undefined>, use: (body: T) => void) =>
    answer.then((response) =>
      response
        ?.clone()
        .json()
        .then(use)
        .catch(() => undefined),
    );

  const slug = /^\/product\/([^/?]+)/.exec(route)?.[1];
  if (shell === 'product' && slug) {
    readJson(get(`/api/product/item/${encodeURIComponent(decodeURIComponent(slug))}`), (body: { product?: ProductImages }) =>
      preloadImages(body.product ? [body.product] : [], settings.galleryImageSizes),
    );
  } else if (shell === 'shop' && route === '/shop') {
    readJson(get(`/api/product/list?page=1&limit=${settings.shopPageSize}`), (body: { products?: ProductImages[] }) =>
      preloadImages((body.products ?? []).slice(0, settings.shopPriorityCount), settings.cardImageSizes),
    );
  } else if (shell === 'home') {
    get('/api/category/list').then((response) =>
      response
        ?.clone()
        .json()
        .then((body: { categories?: { slug: string; isActive?: boolean }[] }) => {
          const active = (body.categories ?? []).filter((category) => category.isActive !== false);
          for (const category of active.slice(0, settings.homeBlocksAtOnce)) {
            get(
              `/api/product/list?category=${encodeURIComponent(category.slug)}&limit=${settings.homeProductsPerCategory}`,
            );
          }
        })
        .catch(() => undefined),
    );
  }

  // The header's Brands menu, on every page: asked for by the app, it would arrive after the
  // first screen and hold up the page's load.
  get('/api/brand/list');
}

/** The boot script's source, with its settings. */
export const bootScript = (settings: BootSettings): string =>
  `(${boot.toString()})(${JSON.stringify(settings)}, ${shellFor.toString()});`;

/** The app's own values (a unit test keeps them equal to the constants they copy). */
export const BOOT_SETTINGS: BootSettings = {
  shopPageSize: 20,
  homeProductsPerCategory: 8,
  homeBlocksAtOnce: 2,
  tokenKey: 'token',
  shopPriorityCount: 2,
  cardImageSizes: '(min-width: 900px) 280px, (min-width: 640px) calc((100vw - 4rem) / 3), calc(50vw - 1.5rem)',
  galleryImageSizes: '(min-width: 1200px) 580px, (min-width: 900px) 48vw, 100vw',
};
