import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/load-auth-client';
import { clearOfflineData } from '@/lib/pwa/offline-data';
// sonner arrives with the Toaster, not with every signed-in screen (the member dashboard's JS budget).
import { toastLater as toast } from '@/lib/toast-later';

import { meKeys } from './me-queries';

/**
 * Log out from the shell: ends the session, empties the query cache and the service worker's offline copy
 * (nothing of the previous user may linger) and goes to the sign-in page.
 */
export function useSignOut() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signOut();
      if (error) {
        toast.error('Failed to log out');
        return;
      }
      // Drop everything cached for the previous user, and record "signed out" so the
      // next screen does not refetch /api/me just to learn it.
      queryClient.clear();
      queryClient.setQueryData(meKeys.all, null);
      await clearOfflineData();
      toast.success('Logged out successfully');
      await navigate(paths.auth.signIn, { replace: true });
    } catch {
      toast.error('An unexpected error occurred');
    } finally {
      setPending(false);
    }
  }, [navigate, queryClient]);

  return { signOut, pending };
}
