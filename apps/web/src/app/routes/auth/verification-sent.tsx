import { KeyRoundIcon, MailIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { readStateString } from '@/features/auth/api/navigation-state';
import { codeResendMessages } from '@/features/auth/api/verification-code';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { InfoAlert } from '@/features/auth/components/form-alert';
import { ResendCodeButton } from '@/features/auth/components/resend-code-button';

export default function VerificationSentPage() {
  const location = useLocation();
  const email = readStateString(location.state, 'email');
  const message =
    readStateString(location.state, 'message') ??
    'Please check your email for a verification link.';

  return (
    <AuthLayout title="Check Your Email" icon={<MailIcon aria-hidden="true" />}>
      <InfoAlert>{message}</InfoAlert>

      <div className="grid gap-3 text-sm text-muted-foreground">
        <p>
          We sent an email to{' '}
          <strong className="font-semibold [overflow-wrap:anywhere] text-foreground">
            {email ?? 'your email'}
          </strong>
          . It contains a{' '}
          <strong className="font-semibold whitespace-nowrap text-foreground">
            6-character verification code
          </strong>{' '}
          (letters and numbers) and a confirmation link.
        </p>
        <p>
          Click the link in the email, or enter the code on the next screen to activate your
          account. If you can&apos;t find the email, check your spam folder.
        </p>
      </div>

      <div className="grid gap-3">
        <Button asChild size="lg" className="w-full">
          <Link to={email ? paths.auth.verifyCodeFor(email) : paths.auth.verifyCode}>
            <KeyRoundIcon aria-hidden="true" />
            Enter verification code
          </Link>
        </Button>
        {email ? (
          <ResendCodeButton
            email={email}
            messages={codeResendMessages}
            size="lg"
            className="w-full"
          />
        ) : null}
        <div className="grid gap-3 sm:grid-cols-2">
          <Button asChild variant="outline">
            <Link to={paths.auth.signIn}>Go to Sign In</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to={paths.auth.signUp}>Back to Sign Up</Link>
          </Button>
        </div>
      </div>
    </AuthLayout>
  );
}
