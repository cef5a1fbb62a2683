import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { paths } from '@/config/paths';
import { accountRefusalOf, useMe } from '@/features/people/api/me-queries';
import { useElapsed } from '@/lib/use-elapsed';

import { AuthErrorScreen } from './auth-error-screen';
import { refusalState, useAccountRefusalWatch } from './use-account-refusal';
import { VerifyingAccess } from './verifying-access';

const FORCE_RECHECK_MS = 5_000;
const SLOW_LOADING_MS = 8_000;

/** Back office: admins only. Members are silently sent to their dashboard; the server checks the role again. */
export default function AdminGuard() {
  const location = useLocation();
  const { data: me, isPending, isError, error, refetch } = useMe();
  const slow = useElapsed(isPending, SLOW_LOADING_MS);
  useAccountRefusalWatch();

  // A hung role lookup gets one forced retry (cancelling the stuck request).
  useEffect(() => {
    if (!isPending) return;
    const timer = window.setTimeout(() => void refetch({ cancelRefetch: true }), FORCE_RECHECK_MS);
    return () => window.clearTimeout(timer);
  }, [isPending, refetch]);

  if (isPending) {
    return <VerifyingAccess slow={slow} />;
  }
  if (isError) {
    const refusal = accountRefusalOf(error);
    if (refusal) return <Navigate replace to={paths.auth.signIn} state={refusalState(refusal)} />;
    return <AuthErrorScreen error={error} />;
  }
  if (!me) return <Navigate replace to={paths.auth.signIn} state={{ from: location }} />;
  if (me.role === 'user') return <Navigate replace to={paths.member.dashboard} />;
  if (me.role !== 'admin') return <FullPageStatus title="Verifying permissions..." />;
  return <Outlet />;
}
