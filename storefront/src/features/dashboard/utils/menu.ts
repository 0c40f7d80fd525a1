import { dashboardPaths, sectionRoles } from '@/lib/dashboard-paths';
import { ADMIN_ONLY, MERCHANT_ONLY } from '@/lib/roles';
import type { Role } from '@/stores/auth';

export type WorkQueue = 'merchants' | 'reviews';

export interface MenuItem {
  label: string;
  to: string;
  /** Roles that see the entry (spec §2 Dashboard, §6). */
  roles: readonly Role[];
  /** Active only on this exact path (the dashboard's base). */
  end?: boolean;
  /** The admin's work queue counted beside the entry (GET /api/dashboard/queues). */
  queue?: WorkQueue;
}

/**
 * The dashboard menu in the spec's order (§2). Merchants list their Brand before Products, so
 * the brand section has an entry per role. Sections whose pages are not built yet are left
 * out; add them here when they are (paths and roles are in lib/dashboard-paths):
 * (none left).
 */
export const DASHBOARD_MENU: readonly MenuItem[] = [
  { label: 'Overview', to: dashboardPaths.overview, roles: sectionRoles.overview },
  { label: 'Account Details', to: dashboardPaths.account, roles: sectionRoles.account, end: true },
  { label: 'Account Security', to: dashboardPaths.security, roles: sectionRoles.account },
  { label: 'Address', to: dashboardPaths.address.list, roles: sectionRoles.address },
  { label: 'Brand', to: dashboardPaths.brand.list, roles: MERCHANT_ONLY },
  { label: 'Products', to: dashboardPaths.product.list, roles: sectionRoles.product },
  { label: 'Categories', to: dashboardPaths.category.list, roles: sectionRoles.category },
  { label: 'Brands', to: dashboardPaths.brand.list, roles: ADMIN_ONLY },
  { label: 'Users', to: dashboardPaths.users, roles: sectionRoles.users },
  { label: 'Merchants', to: dashboardPaths.merchant.list, roles: sectionRoles.merchant, queue: 'merchants' },
  // A seller's Orders opens on her sales (issue item 12); her own purchases are a button away ('My Orders').
  { label: 'Orders', to: dashboardPaths.orders, roles: sectionRoles.orders.filter((role) => role !== 'ROLE_MERCHANT') },
  { label: 'Orders', to: dashboardPaths.customerOrders, roles: MERCHANT_ONLY },
  { label: 'Earnings', to: dashboardPaths.earnings, roles: sectionRoles.earnings },
  { label: 'Payouts', to: dashboardPaths.payouts, roles: sectionRoles.payouts },
  { label: 'Activity', to: dashboardPaths.activity, roles: sectionRoles.activity },
  { label: 'Delivery', to: dashboardPaths.delivery.list, roles: sectionRoles.delivery },
  { label: 'Reviews', to: dashboardPaths.review, roles: sectionRoles.review, queue: 'reviews' },
  { label: 'Search Words', to: dashboardPaths.searchWords, roles: sectionRoles.searchWords },
  { label: 'Pages', to: dashboardPaths.pages, roles: sectionRoles.pages },
  { label: 'Wishlist', to: dashboardPaths.wishlist, roles: sectionRoles.wishlist },
  { label: 'Support', to: dashboardPaths.support, roles: sectionRoles.support },
];

export const menuFor = (role: Role): MenuItem[] => DASHBOARD_MENU.filter((item) => item.roles.includes(role));
