import { useQueryClient } from '@tanstack/react-query';
import { LogInIcon, RefreshCwIcon, ShieldAlertIcon, TriangleAlertIcon } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';

import { EmptyState } from '@/components/empty-state';
import { LoadErrorState } from '@/components/load-error-state';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';

const AUTH_MESSAGES = /Session expired|Auth session missing|Authentication failed/i;

export const isAuthError = (error: unknown) =>
  (error instanceof ApiError && error.status === 401) || (error instanceof Error && AUTH_MESSAGES.test(error.message));

/** 'Authentication Required' (Sign In, Refresh Session) for session problems, else 'Try Again'. */
export function UsersErrorState({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refreshing, setRefreshing] = useState(false);

  const refreshSession = async () => {
    setRefreshing(true);
    try {
      const { data } = await authClient.getSession({ query: { disableCookieCache: true } });
      if (!data) throw new Error('no session');
      toast.success('Session refreshed');
      await queryClient.invalidateQueries();
    } catch {
      await navigate(paths.auth.signIn, { replace: true });
    } finally {
      setRefreshing(false);
    }
  };

  if (isAuthError(error)) {
    return (
      <EmptyState
        icon={ShieldAlertIcon}
        title="Authentication Required"
        description="Your session has ended. Sign in again or refresh your session to manage users."
        action={
          <div className="flex flex-wrap justify-center gap-2">
            <Button onClick={() => void navigate(paths.auth.signIn)}>
              <LogInIcon aria-hidden="true" />
              Sign In
            </Button>
            <Button variant="outline" disabled={refreshing} onClick={() => void refreshSession()}>
              <RefreshCwIcon aria-hidden="true" />
              {refreshing ? 'Refreshing...' : 'Refresh Session'}
            </Button>
          </div>
        }
      />
    );
  }
  return (
    <LoadErrorState
      icon={TriangleAlertIcon}
      title="Failed to load users"
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
