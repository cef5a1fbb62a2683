import { emailOnlySchema } from '@drivecare/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { useSingleSubmit } from '@/lib/use-single-submit';

import { AuthForm, EmailField, type AuthFormPageProps } from './auth-form';

type ForgotPasswordValues = z.infer<typeof emailOnlySchema>;

interface ForgotPasswordFormProps extends AuthFormPageProps<ForgotPasswordValues> {
  defaultEmail?: string;
}

export function ForgotPasswordForm({
  defaultEmail = '',
  pending,
  error,
  onSubmit,
}: ForgotPasswordFormProps) {
  const form = useForm<ForgotPasswordValues>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: defaultEmail },
  });

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <AuthForm
      onSubmit={submit}
      pending={pending}
      error={error}
      submitLabel="Send Reset Link"
      pendingLabel="Sending..."
    >
      <EmailField registration={form.register('email')} error={form.formState.errors.email?.message} />
    </AuthForm>
  );
}
