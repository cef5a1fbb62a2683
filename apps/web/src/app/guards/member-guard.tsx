import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { paths } from '@/config/paths';
import { accountRefusalOf, useMe } from '@/features/people/api/me-queries';
import { clearOfflineData } from '@/lib/pwa/offline-data';
import { useElapsed } from '@/lib/use-elapsed';

import { AuthErrorScreen } from './auth-error-screen';
import { refusalState, useAccountRefusalWatch } from './use-account-refusal';
import { VerifyingAccess } from './verifying-access';

const SLOW_LOADING_MS = 8_000;

// Only unverified accounts see it: kept out of the JavaScript every member page needs.
const UnverifiedScreen = lazy(() =>
  import('./unverified-screen').then((m) => ({
    default: m.UnverifiedScreen,
  })),
);

/** Member area: needs a session and a verified e-mail. */
export default function MemberGuard() {
  const location = useLocation();
  const { data: me, isPending, isError, error } = useMe();
  const slow = useElapsed(isPending, SLOW_LOADING_MS);
  useAccountRefusalWatch();
  const signedOut = !isPending && !isError && !me;
  // A session that ended without 'Log out' (expired, ended elsewhere) leaves no offline copy behind either.
  useEffect(() => {
    if (signedOut) void clearOfflineData();
  }, [signedOut]);

  if (isPending) {
    return <VerifyingAccess slow={slow} />;
  }
  if (isError) {
    const refusal = accountRefusalOf(error);
    if (refusal) return <Navigate replace to={paths.auth.signIn} state={refusalState(refusal)} />;
    return <AuthErrorScreen error={error} />;
  }
  if (!me) return <Navigate replace to={paths.auth.signIn} state={{ from: location }} />;
  if (!me.emailVerified) {
    return (
      <Suspense fallback={<FullPageStatus title="Verifying Access" />}>
        <UnverifiedScreen me={me} />
      </Suspense>
    );
  }
  return <Outlet />;
}
