import { RefreshCwIcon, SendIcon } from 'lucide-react';
import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';

import { defaultResendMessages } from '../api/verification-code';
import { ChangeEmailForm } from './change-email-form';
import { ResendCodeButton } from './resend-code-button';

/** A signed-in account whose e-mail is not confirmed yet (the member guard's blocking screen). */
export interface UnverifiedAccount {
  email: string;
  /** Re-reads the session and who is signed in; the guard lets them through once verified. */
  recheck: () => Promise<void>;
  signOut: () => void;
  signingOut: boolean;
}

const MAX_AUTO_CHECKS = 3;
const CHECK_STEP_MS = 2_000;

/**
 * What the blocking screen adds below the code form. Rechecks by itself three times (after 2 s, 4 s and
 * 6 s); 'Refresh Verification Status' checks now and restarts that count.
 */
export function SignedInVerificationActions({ account }: { account: UnverifiedAccount }) {
  const { recheck } = account;
  const [autoChecks, setAutoChecks] = useState(0);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (autoChecks >= MAX_AUTO_CHECKS) return;
    const timer = window.setTimeout(() => {
      void recheck();
      setAutoChecks((n) => n + 1);
    }, CHECK_STEP_MS * (autoChecks + 1));
    return () => window.clearTimeout(timer);
  }, [autoChecks, recheck]);

  const refreshNow = async () => {
    setChecking(true);
    try {
      await recheck();
    } finally {
      setChecking(false);
      setAutoChecks(0);
    }
  };

  return (
    <div className="grid gap-3 border-t border-border pt-5">
      <Button size="lg" variant="outline" onClick={() => void refreshNow()} disabled={checking}>
        {checking ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
        Refresh Verification Status
      </Button>
      <ResendCodeButton
        email={account.email}
        label="Resend verification email"
        icon={<SendIcon aria-hidden="true" />}
        messages={defaultResendMessages}
        size="lg"
      />
      <Separator className="my-1" />
      <ChangeEmailForm currentEmail={account.email} onChanged={() => void recheck()} />
    </div>
  );
}
