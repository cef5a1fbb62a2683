import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { meKeys } from '@/features/people/api/me-queries';
import { loadAuthClient } from '@/lib/load-auth-client';

/** Recovery actions offered while the app cannot tell who is signed in. */
export function useSessionActions() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const retry = useCallback(() => queryClient.refetchQueries({ queryKey: meKeys.all }), [queryClient]);

  /** Asks the server for the session bypassing its cookie cache, then reloads who we are. */
  const refreshSession = useCallback(async () => {
    try {
      await (await loadAuthClient()).getSession({ query: { disableCookieCache: true } });
    } catch {
      // The /api/me refetch below reports the real state either way.
    }
    await queryClient.refetchQueries({ queryKey: meKeys.all });
  }, [queryClient]);

  const signInAgain = useCallback(async () => {
    try {
      await (await loadAuthClient()).signOut();
    } catch {
      // Going to the sign-in page matters more than a clean server-side sign-out here.
    }
    queryClient.clear();
    queryClient.setQueryData(meKeys.all, null);
    await navigate(paths.auth.signIn, { replace: true });
  }, [navigate, queryClient]);

  const goToDashboard = useCallback(() => navigate(paths.member.dashboard), [navigate]);

  return { retry, refreshSession, signInAgain, goToDashboard };
}
