import { verifyEmailCodeFormSchema, type VerifyEmailCodeForm } from '@drivecare/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { meKeys } from '@/features/people/api/me-queries';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { codeResendMessages, verifyEmailCode } from '../api/verification-code';
import { AuthLayout, AuthLink } from './auth-layout';
import { FormErrorAlert, InfoAlert } from './form-alert';
import { ResendCodeButton } from './resend-code-button';
import { SignedInVerification, type UnverifiedAccount } from './signed-in-verification';
import { ExpiredLinkNotice, VerifiedNotice } from './verification-status';
import { VerificationCodeInput } from './verification-code-input';

interface VerifyCodeScreenProps {
  /** The address the code was sent to, when known (query param or navigation state). */
  initialEmail?: string | undefined;
  /** An informational message shown above the form (e.g. from the blocking screen). */
  notice?: string | undefined;
  /**
   * Signed in but not verified (the member guard): the blocking screen's own card, whose texts say why
   * the member area is blocked, with refresh, resend, this code form behind a link, change address and sign out.
   */
  account?: UnverifiedAccount | undefined;
}

/**
 * Code entry for the e-mail verification: states code-input, verifying, success (then sign-in
 * after 2 s), expired (request a new code) and error (shown above the form, which stays usable).
 */
export function VerifyCodeScreen({ initialEmail = '', notice, account }: VerifyCodeScreenProps) {
  const queryClient = useQueryClient();
  const startEmail = (account?.email ?? initialEmail).trim();
  const [editingEmail, setEditingEmail] = useState(startEmail === '');
  // The blocking screen keeps the code entry behind its 'Enter verification code' link.
  const [codeOpen, setCodeOpen] = useState(account === undefined);

  const form = useForm<VerifyEmailCodeForm>({
    resolver: zodResolver(verifyEmailCodeFormSchema),
    defaultValues: { email: startEmail, code: '' },
  });
  const email = useWatch({ control: form.control, name: 'email' });

  const verify = useMutation({
    mutationFn: ({ email, code }: VerifyEmailCodeForm) => verifyEmailCode(email, code),
    onSuccess: async (outcome) => {
      if (outcome.status === 'success') {
        // A signed-in but unverified member (blocking screen) becomes verified: refresh who they are.
        await queryClient.invalidateQueries({ queryKey: meKeys.all });
      }
    },
  });
  const outcome = verify.data;
  const submit = useSingleSubmit(form.handleSubmit((values) => untilSettled(verify.mutateAsync(values))));

  if (outcome?.status === 'success') {
    return (
      <AuthLayout title="Email Verified" icon={<MailCheckIcon aria-hidden="true" />}>
        <VerifiedNotice email={email} redirectAfterMs={2000} />
      </AuthLayout>
    );
  }

  if (outcome?.status === 'expired') {
    return (
      <AuthLayout title="Code Expired" icon={<CircleAlertIcon aria-hidden="true" />}>
        <ExpiredLinkNotice
          email={email}
          message={outcome.message}
          onResent={() => {
            form.resetField('code');
            verify.reset();
          }}
          onEnterCode={() => verify.reset()}
        />
      </AuthLayout>
    );
  }

  const errorMessage = outcome?.status === 'error' ? outcome.message : undefined;
  const pending = verify.isPending;

  const codeForm = (
    <form noValidate className="grid gap-5" onSubmit={submit}>
      {errorMessage ? <FormErrorAlert>{errorMessage}</FormErrorAlert> : null}

      {editingEmail ? (
        <FormField label="Email" error={form.formState.errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        </FormField>
      ) : account ? null : (
        <div className="-mt-2 flex justify-center">
          <Button variant="link" size="sm" onClick={() => setEditingEmail(true)}>
            Use a different email address
          </Button>
        </div>
      )}

      <Controller
        control={form.control}
        name="code"
        render={({ field, fieldState }) => (
          <FormField label="Verification code" error={fieldState.error?.message}>
            <VerificationCodeInput
              ref={field.ref}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onValueChange={field.onChange}
              autoFocus={!editingEmail}
              disabled={pending}
            />
          </FormField>
        )}
      />

      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? 'Verifying...' : 'Verify'}
      </Button>
    </form>
  );

  if (account) {
    return (
      <SignedInVerification
        account={account}
        codeForm={codeForm}
        codeOpen={codeOpen}
        onOpenCode={() => setCodeOpen(true)}
      />
    );
  }

  return (
    <AuthLayout
      title="Verify Your Email"
      description={
        editingEmail ? (
          'Enter the 6-character code from the email we sent you.'
        ) : (
          <>
            Enter the 6-character code we sent to{' '}
            <strong className="font-semibold [overflow-wrap:anywhere] text-foreground">
              {email}
            </strong>
            .
          </>
        )
      }
      icon={<MailCheckIcon aria-hidden="true" />}
      footer={
        <p>
          Already verified? <AuthLink to={paths.auth.signIn}>Sign in</AuthLink>
        </p>
      }
    >
      {notice ? <InfoAlert>{notice}</InfoAlert> : null}

      {codeForm}

      <div className="flex flex-col items-center gap-2 border-t border-border pt-5 text-center text-sm text-muted-foreground">
        <p>Didn&apos;t receive a code? Check your spam folder or request a new one.</p>
        <ResendCodeButton email={email} messages={codeResendMessages} variant="ghost" />
      </div>
    </AuthLayout>
  );
}
