import { authMessages, type SignUpForm as SignUpFormValues } from '@drivecare/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';

import { paths } from '@/config/paths';
import { getAuthErrorMessage } from '@/features/auth/api/auth-error';
import { registrationSuccessMessage, signUpWithEmail } from '@/features/auth/api/sign-up';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { untilSettled } from '@/lib/use-single-submit';

export default function SignUpPage() {
  const navigate = useNavigate();

  const signUp = useMutation({
    mutationFn: (values: SignUpFormValues) =>
      signUpWithEmail({
        firstName: values.firstName,
        lastName: values.lastName,
        phoneNumber: values.phoneNumber,
        email: values.email,
        password: values.password,
      }),
    onSuccess: (_data, values) => {
      toast.success(registrationSuccessMessage);
      void navigate(paths.auth.verificationSent, {
        state: { email: values.email.trim(), message: registrationSuccessMessage },
      });
    },
  });

  return (
    <AuthLayout
      title="Create Account"
      description="Join the club to keep your garage, book services and manage your membership."
      className="max-w-lg"
      footer={
        <p>
          Already have an account? <AuthLink to={paths.auth.signIn}>Sign in</AuthLink>
        </p>
      }
    >
      <SignUpForm
        pending={signUp.isPending}
        error={signUp.isError ? getAuthErrorMessage(signUp.error, authMessages.signUpFailed) : null}
        onSubmit={(values) => untilSettled(signUp.mutateAsync(values))}
      />
    </AuthLayout>
  );
}
