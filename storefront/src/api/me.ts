import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useToken, type User } from '@/stores/auth';
import { sessionKeys } from '@/lib/query-keys';

export interface MeResponse {
  user: User;
}

/** GET /api/user/me: the signed-in user's profile (spec §7). */
export async function getMe(): Promise<User> {
  const { user } = await apiFetch<MeResponse>('/user/me');
  return user;
}

/** Keyed by the token, so a new sign-in never sees the previous account's profile. */
export const meQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: sessionKeys.me(token), queryFn: getMe, enabled: token !== null });

/** The signed-in user's profile; idle while signed out. */
export const useMe = () => useQuery(meQueryOptions(useToken()));
