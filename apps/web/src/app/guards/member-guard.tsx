import { Navigate, Outlet, useLocation } from 'react-router';

import { FullPageStatus } from '@/components/full-page-status';
import { paths } from '@/config/paths';
import { useMe } from '@/features/session/api/me';
import { useElapsed } from '@/lib/use-elapsed';

import { AuthErrorScreen } from './auth-error-screen';
import { SlowLoadingHelp } from './slow-loading-help';
import { VerifyEmailScreen } from './verify-email-screen';

const SLOW_LOADING_MS = 8_000;

/** Member area: needs a session and a verified e-mail. */
export default function MemberGuard() {
  const location = useLocation();
  const { data: me, isPending, isError, error } = useMe();
  const slow = useElapsed(isPending, SLOW_LOADING_MS);

  if (isPending) {
    return <FullPageStatus title="Verifying Access">{slow ? <SlowLoadingHelp /> : null}</FullPageStatus>;
  }
  if (isError) return <AuthErrorScreen error={error} />;
  if (!me) return <Navigate replace to={paths.auth.signIn} state={{ from: location }} />;
  if (!me.emailVerified) return <VerifyEmailScreen me={me} />;
  return <Outlet />;
}
