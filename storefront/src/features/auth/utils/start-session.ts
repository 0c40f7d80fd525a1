import type { QueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/api/me';
import { signIn } from '@/stores/auth';
import type { AuthResponse } from '../types';

/** Signed in (spec §4): keep the token and the user, and seed the profile query with it. */
export function startSession(queryClient: QueryClient, { token, user }: AuthResponse): void {
  signIn(token, user);
  queryClient.setQueryData(meQueryOptions(token).queryKey, user);
}
