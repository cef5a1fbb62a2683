import { CircleAlertIcon, CircleCheckIcon, KeyRoundIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { codeResendMessages } from '../api/verification-code';
import { ResendCodeButton } from './resend-code-button';

export const emailVerifiedMessage = 'Email verified successfully!';

/** /auth/sign-in?message=Email%20confirmed&email=… (the e-mail pre-fills the form). */
export function signInAfterVerificationPath(email: string | undefined): string {
  const query = `message=${encodeURIComponent('Email confirmed')}`;
  return email?.trim()
    ? `${paths.auth.signIn}?${query}&email=${encodeURIComponent(email.trim())}`
    : `${paths.auth.signIn}?${query}`;
}

interface VerifiedNoticeProps {
  email?: string | undefined;
  /** 2 s after a code, 3 s after a token link. */
  redirectAfterMs: number;
}

/** Success state of both verification screens; moves on to sign-in by itself. */
export function VerifiedNotice({ email, redirectAfterMs }: VerifiedNoticeProps) {
  const navigate = useNavigate();
  const target = signInAfterVerificationPath(email);

  useEffect(() => {
    const timer = window.setTimeout(
      () => void navigate(target, { replace: true }),
      redirectAfterMs,
    );
    return () => window.clearTimeout(timer);
  }, [navigate, target, redirectAfterMs]);

  return (
    <>
      <Alert variant="success">
        <CircleCheckIcon aria-hidden="true" />
        <AlertTitle>{emailVerifiedMessage}</AlertTitle>
        <AlertDescription>Redirecting you to sign in...</AlertDescription>
      </Alert>
      <Button asChild size="lg" className="w-full">
        <Link to={target} replace>
          Go to Sign In
        </Link>
      </Button>
    </>
  );
}

interface ExpiredLinkNoticeProps {
  email?: string | undefined;
  message: string;
  /** After a new code was sent (e.g. go back to code entry). */
  onResent?: () => void;
  /** Replaces the 'Enter verification code' link with an in-place action. */
  onEnterCode?: () => void;
}

/** Expired (or used-up) code or link: explain, and offer a new code. */
export function ExpiredLinkNotice({
  email,
  message,
  onResent,
  onEnterCode,
}: ExpiredLinkNoticeProps) {
  const address = email?.trim() ?? '';
  return (
    <>
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="grid gap-3">
        {address ? (
          <ResendCodeButton
            email={address}
            label="Send a new code"
            messages={codeResendMessages}
            onSent={onResent}
            size="lg"
            variant="default"
            className="w-full"
          />
        ) : null}
        {onEnterCode ? (
          <Button variant="outline" size="lg" className="w-full" onClick={onEnterCode}>
            <KeyRoundIcon aria-hidden="true" />
            Enter verification code
          </Button>
        ) : (
          <Button asChild variant="outline" size="lg" className="w-full">
            <Link to={address ? paths.auth.verifyCodeFor(address) : paths.auth.verifyCode}>
              <KeyRoundIcon aria-hidden="true" />
              Enter verification code
            </Link>
          </Button>
        )}
        <Button asChild variant="ghost" className="w-full">
          <Link to={paths.auth.signIn}>Go to Sign In</Link>
        </Button>
      </div>
    </>
  );
}

interface VerificationErrorNoticeProps {
  message: string;
  email?: string | undefined;
}

/** Any other failure of a verification link. */
export function VerificationErrorNotice({ message, email }: VerificationErrorNoticeProps) {
  const address = email?.trim() ?? '';
  return (
    <>
      <Alert variant="destructive">
        <CircleAlertIcon aria-hidden="true" />
        <AlertDescription>{message}</AlertDescription>
      </Alert>
      <div className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={address ? paths.auth.verifyCodeFor(address) : paths.auth.verifyCode}>
            <KeyRoundIcon aria-hidden="true" />
            Enter verification code
          </Link>
        </Button>
        <Button asChild variant="ghost" className="w-full">
          <Link to={paths.auth.signIn}>Go to Sign In</Link>
        </Button>
      </div>
    </>
  );
}
