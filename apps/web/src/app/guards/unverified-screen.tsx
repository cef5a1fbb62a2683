import type { Me } from '@drivecare/contract/auth';
import { lazy } from 'react';

import { useSignOut } from '@/features/people/api/sign-out';

import { useSessionActions } from './use-session-actions';

// Loaded in a second step, so the member guard's chunk does not carry the code screen's list of files.
const VerifyCodeScreen = lazy(() =>
  import('@/features/auth/components/verify-code-screen').then((m) => ({ default: m.VerifyCodeScreen })),
);

/** Blocks the member area until the e-mail is confirmed: features/auth's code screen for the signed-in account. */
export function UnverifiedScreen({ me }: { me: Me }) {
  const { signOut, pending } = useSignOut();
  const { refreshSession } = useSessionActions();
  return (
    <VerifyCodeScreen
      account={{ email: me.email, recheck: refreshSession, signOut: () => void signOut(), signingOut: pending }}
    />
  );
}
