import type { Role, User } from '@/stores/auth';

/** The shop's roles (spec §2). */
export const ROLE = {
  admin: 'ROLE_ADMIN',
  merchant: 'ROLE_MERCHANT',
  member: 'ROLE_MEMBER',
} as const satisfies Record<string, Role>;

/** Who may open a section: everyone signed in, admins, merchants, or both (staff). */
export const ANY_ROLE: readonly Role[] = [ROLE.admin, ROLE.merchant, ROLE.member];
export const ADMIN_ONLY: readonly Role[] = [ROLE.admin];
export const MERCHANT_ONLY: readonly Role[] = [ROLE.merchant];
export const STAFF: readonly Role[] = [ROLE.admin, ROLE.merchant];

/** A merchant's dashboard needs a linked merchant record (spec §6); without one, a member's. */
export function dashboardRole(user: Pick<User, 'role' | 'merchant'>): Role {
  if (user.role === ROLE.merchant && !user.merchant) return ROLE.member;
  return ANY_ROLE.includes(user.role) ? user.role : ROLE.member;
}

export const isAdmin = (user: Pick<User, 'role'> | null | undefined): boolean => user?.role === ROLE.admin;
