import type { SignInInput } from '@drivecare/contract/auth-messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MailWarningIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AuthRequestError } from '@/features/auth/api/auth-error';
import { readStateString } from '@/features/auth/api/navigation-state';
import { readFromPath, redirectAfterSignIn } from '@/features/auth/api/redirect-after-sign-in';
import {
  isEmailNotVerifiedError,
  signInFallbackMessage,
  signInWithEmail,
} from '@/features/auth/api/sign-in';
import { signOutQuietly } from '@/features/auth/api/sign-out';
import { AuthLayout, AuthLink } from '@/features/auth/components/auth-layout';
import { FormErrorAlert, InfoAlert } from '@/features/auth/components/form-alert';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { meKeys, meQueries } from '@/features/people/api/me-queries';
import { ApiError } from '@/lib/api-client';
import { toastLater } from '@/lib/toast-later';
import { untilSettled } from '@/lib/use-single-submit';

// Shown only after an unconfirmed account signs in: loaded then, not with the sign-in page.
const ConfirmationRequired = lazy(() =>
  import('@/features/auth/components/confirmation-required').then((m) => ({ default: m.ConfirmationRequired })),
);

type SignInOutcome = { kind: 'signed-in'; path: string } | { kind: 'unverified'; email: string };

function signInErrorMessage(error: unknown): string {
  if (error instanceof AuthRequestError || error instanceof ApiError) return error.message;
  return signInFallbackMessage;
}

export default function SignInPage() {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);

  const message = searchParams.get('message');
  const linkError = searchParams.get('error_description') ?? searchParams.get('error');
  const from = readFromPath(location.state);
  // Set by the guards when a ban or deactivation ended the session: the server's reason.
  const accountRefusal = readStateString(location.state, 'accountRefusal');

  const signIn = useMutation({
    mutationFn: async (values: SignInInput): Promise<SignInOutcome> => {
      await signInWithEmail(values);
      // The server, not the client, knows the role and the verification flag: ask it afresh.
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
      const me = await queryClient.fetchQuery(meQueries.current());
      if (!me) throw new Error(signInFallbackMessage);
      if (!me.emailVerified) {
        await signOutQuietly();
        queryClient.setQueryData(meKeys.all, null);
        return { kind: 'unverified', email: me.email };
      }
      return { kind: 'signed-in', path: redirectAfterSignIn(me.role, from) };
    },
    onSuccess: (outcome) => {
      if (outcome.kind === 'unverified') {
        setUnconfirmedEmail(outcome.email);
        return;
      }
      toastLater.success('Successfully signed in!', { id: 'signed-in' });
      void navigate(outcome.path, { replace: true });
    },
    onError: (error, values) => {
      // Should the server refuse unverified accounts outright, show the same view.
      if (isEmailNotVerifiedError(error)) setUnconfirmedEmail(values.email.trim());
    },
  });

  if (unconfirmedEmail) {
    return (
      <AuthLayout
        title="Confirm Your Email"
        description="One more step before you can sign in."
        icon={<MailWarningIcon aria-hidden="true" />}
      >
        <Suspense fallback={<Spinner className="mx-auto size-6" label="Loading" />}>
          <ConfirmationRequired
            email={unconfirmedEmail}
            onBack={() => {
              signIn.reset();
              setUnconfirmedEmail(null);
            }}
          />
        </Suspense>
      </AuthLayout>
    );
  }

  const submitError =
    signIn.isError && !isEmailNotVerifiedError(signIn.error)
      ? signInErrorMessage(signIn.error)
      : null;

  return (
    <AuthLayout
      title="Sign In"
      description="Welcome back! Sign in to manage your vehicles, appointments and membership."
      footer={
        <p>
          Don&apos;t have an account? <AuthLink to={paths.auth.signUp}>Sign up</AuthLink>
        </p>
      }
    >
      {message ? <InfoAlert>{message}</InfoAlert> : null}
      {linkError ? <FormErrorAlert>{linkError}</FormErrorAlert> : null}
      {accountRefusal && !signIn.isError ? <FormErrorAlert>{accountRefusal}</FormErrorAlert> : null}
      <SignInForm
        defaultEmail={searchParams.get('email') ?? ''}
        pending={signIn.isPending}
        error={submitError}
        onSubmit={(values) => untilSettled(signIn.mutateAsync(values))}
      />
    </AuthLayout>
  );
}
