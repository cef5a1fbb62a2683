import { lazy, Suspense } from 'react';

import { FullPageStatus } from '@/components/full-page-status';

// Shown only after 8 s of waiting: its code loads then, not with every signed-in screen.
const SlowLoadingHelp = lazy(() => import('./slow-loading-help').then((m) => ({ default: m.SlowLoadingHelp })));

/** Both guards' screen while the session is checked; after a slow wait it offers ways out. */
export function VerifyingAccess({ slow }: { slow: boolean }) {
  return (
    <FullPageStatus title="Verifying Access">
      {slow ? (
        <Suspense fallback={null}>
          <SlowLoadingHelp />
        </Suspense>
      ) : null}
    </FullPageStatus>
  );
}
