import type { Role, User } from '@/stores/auth';

export interface MenuItem {
  label: string;
  to: string;
  /** Roles that see the entry (spec §2 Dashboard, §6). */
  roles: readonly Role[];
  /** Active only on this exact path (the dashboard's base). */
  end?: boolean;
}

const ALL: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MERCHANT', 'ROLE_MEMBER'];
const ADMIN: readonly Role[] = ['ROLE_ADMIN'];
const MERCHANT: readonly Role[] = ['ROLE_MERCHANT'];
const STAFF: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MERCHANT'];

/**
 * The dashboard menu in the spec's order (§2). Merchants list their Brand before Products, so
 * the brand section has an entry per role. Sections whose pages are not built yet are left
 * out; add them here when they are:
 *   { label: 'Merchants', to: '/dashboard/merchant', roles: ADMIN },  (after Users)
 *   { label: 'Reviews', to: '/dashboard/review', roles: ADMIN },  (after Orders)
 *   { label: 'Wishlist', to: '/dashboard/wishlist', roles: ALL },
 */
export const DASHBOARD_MENU: readonly MenuItem[] = [
  { label: 'Account Details', to: '/dashboard', roles: ALL, end: true },
  { label: 'Account Security', to: '/dashboard/security', roles: ALL },
  { label: 'Address', to: '/dashboard/address', roles: ALL },
  { label: 'Brand', to: '/dashboard/brand', roles: MERCHANT },
  { label: 'Products', to: '/dashboard/product', roles: STAFF },
  { label: 'Categories', to: '/dashboard/category', roles: ADMIN },
  { label: 'Brands', to: '/dashboard/brand', roles: ADMIN },
  { label: 'Users', to: '/dashboard/users', roles: ADMIN },
  { label: 'Orders', to: '/dashboard/orders', roles: ALL },
  { label: 'Support', to: '/support', roles: ALL },
];

/** A merchant's dashboard needs a linked merchant record (spec §6); without one, a member's. */
export function dashboardRole(user: Pick<User, 'role' | 'merchant'>): Role {
  if (user.role === 'ROLE_MERCHANT' && !user.merchant) return 'ROLE_MEMBER';
  return ALL.includes(user.role) ? user.role : 'ROLE_MEMBER';
}

export const menuFor = (role: Role): MenuItem[] => DASHBOARD_MENU.filter((item) => item.roles.includes(role));
