import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client.ts';

/**
 * Retry once, and only when retrying can help: a network failure or a 5xx answer. Not
 * maintenance: the shell asks when it is over and then refetches everything.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!isApiError(error) || error.code === 'MAINTENANCE') return false;
  return error.isNetwork || error.status >= 500;
}

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

/** The app's one QueryClient (non-React code such as logout() clears it). */
export const queryClient = createQueryClient();
