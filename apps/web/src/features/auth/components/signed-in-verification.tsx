import { KeyRoundIcon, LogOutIcon, MailCheckIcon, RefreshCwIcon, SendIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

import { BrandMark } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCT_NAME } from '@/config/product';

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

interface SignedInVerificationProps {
  account: UnverifiedAccount;
  /** The code form, shown in place of the 'Enter verification code' link once opened. */
  codeForm: ReactNode;
  codeOpen: boolean;
  onOpenCode: () => void;
}

const MAX_AUTO_CHECKS = 3;
const CHECK_STEP_MS = 2_000;

/**
 * The blocking screen's own frame (no auth-page header or legal footer): refresh first, the code form
 * behind a link. Rechecks by itself three times (after 2 s, 4 s and 6 s); 'Refresh Verification Status'
 * checks now and restarts that count.
 */
export function SignedInVerification({ account, codeForm, codeOpen, onOpenCode }: SignedInVerificationProps) {
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
    <main className="flex min-h-svh items-center justify-center bg-background p-4 py-10">
      <div className="w-full max-w-md space-y-6">
        <div className="flex items-center justify-center gap-2.5">
          <BrandMark />
          <span className="text-lg font-bold tracking-tight text-slate-900">{PRODUCT_NAME}</span>
        </div>
        <Card>
          <CardHeader className="items-center text-center">
            <div className="mx-auto mb-2 flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">
              <MailCheckIcon className="size-6" aria-hidden="true" />
            </div>
            <CardTitle as="h1" className="text-2xl">
              Verify your email
            </CardTitle>
            <CardDescription className="text-base">
              Please confirm your email address to use your account. We sent a verification email
              with a 6-character code to
            </CardDescription>
            <p className="font-semibold break-all text-slate-900">{account.email}</p>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button size="lg" onClick={() => void refreshNow()} disabled={checking}>
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
            {codeOpen ? (
              codeForm
            ) : (
              <Button variant="link" className="h-auto py-1" onClick={onOpenCode}>
                <KeyRoundIcon aria-hidden="true" />
                Enter verification code
              </Button>
            )}
            <Separator className="my-1" />
            <ChangeEmailForm currentEmail={account.email} onChanged={() => void recheck()} />
          </CardContent>
          <CardFooter className="justify-center">
            <Button variant="ghost" onClick={account.signOut} disabled={account.signingOut}>
              <LogOutIcon aria-hidden="true" />
              Sign out
            </Button>
          </CardFooter>
        </Card>
      </div>
    </main>
  );
}
