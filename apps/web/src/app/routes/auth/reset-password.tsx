import { useMutation } from '@tanstack/react-query';
import { CircleAlertIcon, LockKeyholeIcon } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getAuthErrorMessage } from '@/features/auth/api/auth-error';
import {
  isInvalidResetTokenError,
  passwordUpdatedMessage,
  resetLinkInvalidMessage,
  resetPassword,
} from '@/features/auth/api/password-reset';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { FormErrorAlert } from '@/features/auth/components/form-alert';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';
import { untilSettled } from '@/lib/use-single-submit';

/** Target of the reset e-mail: the server redirects here with ?token=… or ?error=INVALID_TOKEN. */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const token = searchParams.get('token')?.trim() ?? '';
  const linkError = searchParams.get('error');

  const reset = useMutation({
    mutationFn: (password: string) => resetPassword(token, password),
    onSuccess: () => {
      toast.success(passwordUpdatedMessage);
      void navigate(paths.auth.signIn, { replace: true });
    },
  });

  if (linkError || !token || (reset.isError && isInvalidResetTokenError(reset.error))) {
    return (
      <AuthLayout title="Reset Password" icon={<CircleAlertIcon aria-hidden="true" />}>
        <FormErrorAlert>{resetLinkInvalidMessage}</FormErrorAlert>
        <p className="text-sm text-muted-foreground">
          Reset links can be used once and expire after a while. Request a new link and use the most
          recent email you receive.
        </p>
        <div className="grid gap-3">
          <Button asChild size="lg" className="w-full">
            <Link to={paths.auth.forgotPassword}>Request a new reset link</Link>
          </Button>
          <Button asChild variant="ghost" className="w-full">
            <Link to={paths.auth.signIn}>Back to Sign In</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Reset Password"
      description="Choose a new password for your account."
      icon={<LockKeyholeIcon aria-hidden="true" />}
      footer={
        <p>
          <AuthLink to={paths.auth.signIn}>Back to Sign In</AuthLink>
        </p>
      }
    >
      <ResetPasswordForm
        pending={reset.isPending}
        error={
          reset.isError
            ? getAuthErrorMessage(reset.error, 'Failed to update password. Please try again.')
            : null
        }
        onSubmit={({ password }) => untilSettled(reset.mutateAsync(password))}
      />
    </AuthLayout>
  );
}
