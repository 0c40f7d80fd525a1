import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { authStore } from '@/stores/auth';

/**
 * When the signed-in account changes (sign in, sign out, another tab), drop the cached data
 * no page is showing, so nobody sees the previous account's addresses or orders, and mark
 * the rest stale; after a sign-in the pages on screen refetch for the new account.
 */
export function useAuthCacheReset(queryClient: QueryClient): void {
  useEffect(() => {
    let token = authStore.getState().token;
    return authStore.subscribe(() => {
      const next = authStore.getState().token;
      if (next === token) return;
      token = next;
      queryClient.removeQueries({ predicate: (query) => !query.isActive() });
      void queryClient.invalidateQueries({ refetchType: next ? 'active' : 'none' });
    });
  }, [queryClient]);
}
