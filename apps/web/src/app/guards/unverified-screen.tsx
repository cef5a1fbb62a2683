import type { Me } from '@drivecare/contract/auth';

import { VerifyCodeScreen } from '@/features/auth/components/verify-code-screen';
import { useSignOut } from '@/features/people/api/sign-out';

import { useSessionActions } from './use-session-actions';

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
