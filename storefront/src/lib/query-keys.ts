/**
 * Query keys that more than one feature (or shared code) reads or makes stale. Features may not
 * import each other, so these factories live here; keys only one feature uses stay in that
 * feature's `api/keys.ts`. Each factory's keys start with its `all`, so invalidating `all`
 * reaches every one.
 */

/** The shop's products: lists (shop, home blocks), a product page, the header's suggestions. */
export const productKeys = {
  all: ['products'] as const,
  list: (params: object) => ['products', 'list', params] as const,
  item: (slug: string) => ['products', 'item', slug] as const,
  search: (term: string) => ['products', 'search', term] as const,
};

/** Active categories and brands, as the shop's menus and pages show them. */
export const categoryKeys = { all: ['categories'] as const };
export const brandKeys = { all: ['brands'] as const };

/** Reviews: a product's approved ones, and the admin's moderation pages. */
export const reviewKeys = {
  all: ['reviews'] as const,
  products: () => ['reviews', 'product'] as const,
  product: (slug: string) => ['reviews', 'product', slug] as const,
  admin: () => ['reviews', 'admin'] as const,
  adminPage: (page: number) => ['reviews', 'admin', page] as const,
};

/** Orders: placing one (checkout) makes them all stale. */
export const orderKeys = {
  all: ['orders'] as const,
  mine: (page: number) => ['orders', 'me', { page }] as const,
  customers: (page: number, filters: object = {}) => ['orders', 'customers', { page, ...filters }] as const,
  search: (search: string) => ['orders', 'search', search] as const,
  detail: (id: string) => ['orders', 'detail', id] as const,
};

/** The signed-in user's address book: the dashboard's pages and checkout's sheet. */
export const addressKeys = {
  all: ['addresses'] as const,
  list: () => ['addresses', 'list'] as const,
  item: (id: string) => ['addresses', 'item', id] as const,
};

/** Counties' fees and pickup stations: checkout reads them, the admin's delivery page changes them. */
export const deliveryKeys = {
  all: ['delivery'] as const,
  options: () => ['delivery', 'options'] as const,
  admin: () => ['delivery', 'admin'] as const,
};

/** The signed-in shopper's wishlist; liking or unliking makes it stale. */
export const wishlistKeys = { all: ['wishlist'] as const };

/** The signed-in user's profile, keyed by the token so a new sign-in never sees the last one's. */
export const sessionKeys = { me: (token: string | null) => ['user', 'me', token] as const };

/** The admin's work queues: shown by the dashboard menu, made stale by every moderation. */
export const dashboardKeys = { queues: () => ['dashboard', 'queues'] as const };

/**
 * The dashboard's catalogue (products, categories, brands). Activation cascades: disabling a
 * brand or category changes its products, so a write makes all of them stale.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: () => ['catalogue', 'products', 'list'] as const,
  product: (id: string) => ['catalogue', 'products', 'item', id] as const,
  productOptions: () => ['catalogue', 'products', 'options'] as const,
  categories: () => ['catalogue', 'categories', 'list'] as const,
  category: (id: string) => ['catalogue', 'categories', 'item', id] as const,
  brands: () => ['catalogue', 'brands', 'list'] as const,
  brand: (id: string) => ['catalogue', 'brands', 'item', id] as const,
  brandOptions: () => ['catalogue', 'brands', 'options'] as const,
};
