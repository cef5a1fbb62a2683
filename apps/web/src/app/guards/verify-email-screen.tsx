import type { Me } from '@drivecare/contract/auth';
import { RESEND_COOLDOWN_SECONDS } from '@drivecare/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { KeyRoundIcon, LogOutIcon, MailCheckIcon, RefreshCwIcon, SendIcon } from 'lucide-react';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';

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
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Separator } from '@/components/ui/separator';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { meQueryKey } from '@/features/people/api/me';
import { useSignOut } from '@/features/people/api/sign-out';
import { authClient } from '@/lib/auth-client';
import { PRODUCT_NAME } from '@/config/product';
import { useCountdown } from '@/lib/use-countdown';
import { useSingleSubmit } from '@/lib/use-single-submit';

const MAX_AUTO_CHECKS = 3;
const CHECK_STEP_MS = 2_000;

/** Seconds the server asks us to wait ('Please wait 42 seconds before…'), if it said so. */
function waitSecondsFrom(message: string | undefined): number | null {
  const match = message ? /(\d+)\s*seconds?/i.exec(message) : null;
  return match ? Number(match[1]) : null;
}

/**
 * Blocks the member area until the e-mail is confirmed. Rechecks by itself three times
 * (after 2 s, 4 s and 6 s); 'Refresh Verification Status' checks now and restarts that count.
 */
export function VerifyEmailScreen({ me }: { me: Me }) {
  const queryClient = useQueryClient();
  const { signOut, pending: signingOut } = useSignOut();
  const [autoChecks, setAutoChecks] = useState(0);
  const [checking, setChecking] = useState(false);

  /** Re-reads the session past better-auth's cookie cache, then /api/me. */
  const recheck = useCallback(async () => {
    try {
      await authClient.getSession({ query: { disableCookieCache: true } });
    } catch {
      // /api/me below is the source of truth; a failed session refresh is not fatal.
    }
    await queryClient.refetchQueries({ queryKey: meQueryKey });
  }, [queryClient]);

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
            <p className="font-semibold break-all text-slate-900">{me.email}</p>
          </CardHeader>
          <CardContent className="grid gap-3">
            <Button size="lg" onClick={() => void refreshNow()} disabled={checking}>
              {checking ? <Spinner /> : <RefreshCwIcon aria-hidden="true" />}
              Refresh Verification Status
            </Button>
            <ResendVerificationButton email={me.email} />
            <Button variant="link" asChild className="h-auto py-1">
              <Link to={paths.auth.verifyCodeFor(me.email)}>
                <KeyRoundIcon aria-hidden="true" />
                Enter verification code
              </Link>
            </Button>
            <Separator className="my-1" />
            <ChangeEmailForm currentEmail={me.email} onChanged={() => void recheck()} />
          </CardContent>
          <CardFooter className="justify-center">
            <Button variant="ghost" onClick={() => void signOut()} disabled={signingOut}>
              <LogOutIcon aria-hidden="true" />
              Sign out
            </Button>
          </CardFooter>
        </Card>
      </div>
    </main>
  );
}

function ResendVerificationButton({ email }: { email: string }) {
  const [sending, setSending] = useState(false);
  const { secondsLeft, running, start } = useCountdown();

  const resend = async () => {
    setSending(true);
    try {
      const { error } = await authClient.emailOtp.sendVerificationOtp({
        email,
        type: 'email-verification',
      });
      if (error) {
        toast.error(error.message || 'Failed to resend verification email');
        const wait = error.status === 429 ? waitSecondsFrom(error.message) : null;
        if (wait) start(wait);
        return;
      }
      toast.success('Verification email sent! Please check your inbox.');
      start(RESEND_COOLDOWN_SECONDS);
    } catch {
      toast.error('Failed to resend verification email');
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="outline" size="lg" onClick={() => void resend()} disabled={sending || running}>
      {sending ? <Spinner /> : <SendIcon aria-hidden="true" />}
      {running ? `Resend in ${secondsLeft}s` : 'Resend verification email'}
    </Button>
  );
}

/** For a typo in the sign-up address: ask for the confirmation to go to another e-mail. */
function ChangeEmailForm({ currentEmail, onChanged }: { currentEmail: string; onChanged: () => void }) {
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);

  const submit = useSingleSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = newEmail.trim();
    if (!value) return setError('Please enter your email address');
    if (value.toLowerCase() === currentEmail.toLowerCase()) {
      return setError('Please enter a different email address');
    }
    setError(undefined);
    setSaving(true);
    try {
      const { error: apiError } = await authClient.changeEmail({
        newEmail: value,
        callbackURL: paths.auth.signIn,
      });
      if (apiError) {
        setError(apiError.message || 'Failed to update email address');
        return;
      }
      toast.success('Email update request sent! Please check both your old and new email for confirmation.');
      setOpen(false);
      setNewEmail('');
      onChanged();
    } catch {
      setError('Failed to update email address');
    } finally {
      setSaving(false);
    }
  });

  if (!open) {
    return (
      <p className="text-center text-sm text-muted-foreground">
        Wrong address?{' '}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="font-medium text-primary underline-offset-4 hover:underline focus-visible:rounded-sm"
        >
          Change email address
        </button>
      </p>
    );
  }

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <FormField label="New email address" error={error}>
        <Input
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
          autoFocus
        />
      </FormField>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={() => setOpen(false)} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating...' : 'Update email'}
        </Button>
      </div>
    </form>
  );
}
