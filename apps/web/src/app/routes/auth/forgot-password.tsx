import { useMutation } from '@tanstack/react-query';
import { ArrowLeftIcon, KeyRoundIcon, MailCheckIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getAuthErrorMessage } from '@/features/auth/api/auth-error';
import { requestPasswordReset, resetLinkSentMessage } from '@/features/auth/api/password-reset';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';
import { untilSettled } from '@/lib/use-single-submit';

export default function ForgotPasswordPage() {
  const [searchParams] = useSearchParams();
  const request = useMutation({
    mutationFn: ({ email }: { email: string }) => requestPasswordReset(email),
  });

  if (request.isSuccess) {
    return (
      <AuthLayout title="Check Your Email" icon={<MailCheckIcon aria-hidden="true" />}>
        <Alert variant="success">
          <MailCheckIcon aria-hidden="true" />
          <AlertDescription>{resetLinkSentMessage}</AlertDescription>
        </Alert>
        <p className="text-sm text-muted-foreground">
          If an account exists for{' '}
          <strong className="font-semibold [overflow-wrap:anywhere] text-foreground">
            {request.variables.email.trim()}
          </strong>
          , you will receive a link to choose a new password. The link expires after a while, so use
          it soon. Don&apos;t forget to check your spam folder.
        </p>
        <div className="grid gap-3">
          <Button asChild size="lg" className="w-full">
            <Link to={paths.auth.signIn}>
              <ArrowLeftIcon aria-hidden="true" />
              Back to Sign In
            </Link>
          </Button>
          <Button variant="ghost" className="w-full" onClick={() => request.reset()}>
            Use a different email address
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot Password"
      description="Enter the email address of your account and we'll send you a link to reset your password."
      icon={<KeyRoundIcon aria-hidden="true" />}
      footer={
        <p>
          Remembered it? <AuthLink to={paths.auth.signIn}>Back to Sign In</AuthLink>
        </p>
      }
    >
      <ForgotPasswordForm
        defaultEmail={searchParams.get('email') ?? ''}
        pending={request.isPending}
        error={
          request.isError
            ? getAuthErrorMessage(
                request.error,
                'Failed to send password reset email. Please try again.',
              )
            : null
        }
        onSubmit={(values) => untilSettled(request.mutateAsync(values))}
      />
    </AuthLayout>
  );
}
