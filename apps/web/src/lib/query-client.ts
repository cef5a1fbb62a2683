import { QueryClient } from '@tanstack/react-query';

import { ApiError } from './api-client';

const MAX_RETRIES = 2;

/** Client errors (4xx) will not change on retry; network and server errors might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60 * 1000,
        gcTime: 10 * 60 * 1000,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        // Offline, a read still goes out once: the service worker may answer it from its copy (the member's
        // screens open with their last data); only retries wait for the network.
        networkMode: 'offlineFirst',
      },
      // Offline, a change fails at once with a message saying so, instead of waiting silently for a network.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

export const queryClient = createQueryClient();
