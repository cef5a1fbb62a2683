import { authMessages } from '@drivecare/contract/auth-messages';
import { KeyRoundIcon, TriangleAlertIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { confirmationResendMessages } from '../api/verification-code';
import { ResendCodeButton } from './resend-code-button';

interface ConfirmationRequiredProps {
  email: string;
  /** Back to the sign-in form. */
  onBack: () => void;
}

/** Shown instead of the sign-in form when the account's e-mail is not confirmed yet. */
export function ConfirmationRequired({ email, onBack }: ConfirmationRequiredProps) {
  return (
    <>
      <Alert
        className="border-amber-200 bg-amber-50 text-amber-900 [&>svg]:text-amber-700"
        role="alert"
      >
        <TriangleAlertIcon aria-hidden="true" />
        <AlertDescription>{authMessages.emailNotConfirmed}</AlertDescription>
      </Alert>
      <p className="text-sm text-muted-foreground">
        We sent a 6-character verification code to{' '}
        <strong className="font-semibold [overflow-wrap:anywhere] text-foreground">{email}</strong>.
        Enter it to activate your account, or request a new confirmation email.
      </p>
      <div className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={paths.auth.verifyCodeFor(email)}>
            <KeyRoundIcon aria-hidden="true" />
            Enter verification code
          </Link>
        </Button>
        <ResendCodeButton
          email={email}
          label="Resend confirmation email"
          messages={confirmationResendMessages}
          size="lg"
          className="w-full"
        />
        <Button variant="ghost" className="w-full" onClick={onBack}>
          Back to Sign In
        </Button>
      </div>
    </>
  );
}
