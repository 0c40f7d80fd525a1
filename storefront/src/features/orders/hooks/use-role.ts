import { useMe } from '@/api/me';
import { useUser, type Role } from '@/stores/auth';

/** The signed-in user's role: from the auth store when the profile is there, else the fetched profile. Null until known. */
export function useCurrentRole(): Role | null {
  const storedUser = useUser();
  const { data: fetchedUser } = useMe();
  return storedUser?.role ?? fetchedUser?.role ?? null;
}

export const useIsAdmin = (): boolean => useCurrentRole() === 'ROLE_ADMIN';

/** A merchant with a linked merchant record (spec §6): sees the customer orders of their products. */
export function useIsMerchant(): boolean {
  const storedUser = useUser();
  const { data: fetchedUser } = useMe();
  const user = storedUser ?? fetchedUser;
  return user?.role === 'ROLE_MERCHANT' && !!user.merchant;
}
