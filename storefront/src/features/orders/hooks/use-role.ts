import { useMe } from '@/api/me';
import { useUser, type Role } from '@/stores/auth';

/** The signed-in user's role: from the auth store when the profile is there, else the fetched profile. Null until known. */
export function useCurrentRole(): Role | null {
  const storedUser = useUser();
  const { data: fetchedUser } = useMe();
  return storedUser?.role ?? fetchedUser?.role ?? null;
}

export const useIsAdmin = (): boolean => useCurrentRole() === 'ROLE_ADMIN';
