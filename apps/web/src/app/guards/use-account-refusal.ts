import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { accountRefusalOf, meKeys } from '@/features/people/api/me-queries';

/**
 * When any request answers that a ban or deactivation ended the session, asks /api/me again: its refusal takes
 * the guard to the sign-in page, which says why (instead of leaving the page with a failed list).
 */
export function useAccountRefusalWatch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const check = (error: unknown) => {
      if (accountRefusalOf(error)) void queryClient.refetchQueries({ queryKey: meKeys.all });
    };
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      // /api/me's own refusal is what the guard reads: asking it again would loop.
      if (event.type === 'updated' && event.action.type === 'error' && event.query.queryKey[0] !== meKeys.all[0]) {
        check(event.action.error);
      }
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') check(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient]);
}

/** Where a refused session goes: the sign-in page, carrying the server's reason. */
export const refusalState = (message: string) => ({ accountRefusal: message });
