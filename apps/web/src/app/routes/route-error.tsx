import { useRouteError } from 'react-router';
import { useEffect } from 'react';

import { CrashScreen } from '@/components/crash-screen';

/** Router errorElement: a crash inside any route (including a failed lazy chunk) shows the crash screen. */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  return <CrashScreen />;
}
