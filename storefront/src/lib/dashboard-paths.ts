import type { Role } from '@/stores/auth';
import { ADMIN_ONLY, ANY_ROLE, MERCHANT_ONLY, STAFF } from './roles';

export const DASHBOARD = '/dashboard';

/** A dashboard section with a list, an add page and an edit page per item. */
const section = (base: string) => ({
  list: base,
  add: `${base}/add`,
  edit: (id: string) => `${base}/edit/${id}`,
});

/** Every dashboard page's path (spec §2), declared once for the menu, the routes and the links. */
export const dashboardPaths = {
  account: DASHBOARD,
  overview: `${DASHBOARD}/overview`,
  security: `${DASHBOARD}/security`,
  address: section(`${DASHBOARD}/address`),
  product: section(`${DASHBOARD}/product`),
  category: section(`${DASHBOARD}/category`),
  brand: section(`${DASHBOARD}/brand`),
  merchant: section(`${DASHBOARD}/merchant`),
  users: `${DASHBOARD}/users`,
  orders: `${DASHBOARD}/orders`,
  customerOrders: `${DASHBOARD}/orders/customers`,
  delivery: section(`${DASHBOARD}/delivery`),
  review: `${DASHBOARD}/review`,
  earnings: `${DASHBOARD}/earnings`,
  /** A new merchant's checklist after the invitation sign-up. */
  firstSteps: `${DASHBOARD}/first-steps`,
  payouts: `${DASHBOARD}/payouts`,
  activity: `${DASHBOARD}/activity`,
  wishlist: `${DASHBOARD}/wishlist`,
  support: '/support',
  searchWords: `${DASHBOARD}/search-words`,
  pages: `${DASHBOARD}/pages`,
} as const;

/** Who may open each section (spec §2, §6); the menu and the route guards both read it. */
export const sectionRoles = {
  overview: STAFF,
  account: ANY_ROLE,
  address: ANY_ROLE,
  orders: ANY_ROLE,
  wishlist: ANY_ROLE,
  support: ANY_ROLE,
  product: STAFF,
  brand: STAFF,
  addBrand: ADMIN_ONLY,
  category: ADMIN_ONLY,
  users: ADMIN_ONLY,
  merchant: ADMIN_ONLY,
  review: ADMIN_ONLY,
  delivery: ADMIN_ONLY,
  earnings: MERCHANT_ONLY,
  firstSteps: MERCHANT_ONLY,
  payouts: ADMIN_ONLY,
  activity: ADMIN_ONLY,
  searchWords: ADMIN_ONLY,
  pages: ADMIN_ONLY,
} as const satisfies Record<string, readonly Role[]>;

/** A dashboard path as a child route of /dashboard: '/dashboard/brand/add' → 'brand/add'. */
export const childRoute = (path: string): string => path.slice(DASHBOARD.length + 1);
