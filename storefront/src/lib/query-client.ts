import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/** Retry network and server errors twice, never client errors (4xx). */
const retry = (failureCount: number, error: unknown): boolean =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 2;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}
