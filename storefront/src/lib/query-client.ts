import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { onMutationError, onQueryError } from './api-errors';

/** Retry network and server errors twice, never client errors (4xx). */
const retry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 2;

/** The app's query client; every failed call passes the central 401/403 handling (spec §8). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: onQueryError }),
    mutationCache: new MutationCache({ onError: onMutationError }),
    defaultOptions: {
      queries: { retry, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}
