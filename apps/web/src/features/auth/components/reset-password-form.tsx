import { resetPasswordFormSchema } from '@drivecare/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { useSingleSubmit } from '@/lib/use-single-submit';

import { AuthForm, NewPasswordFields, type AuthFormPageProps } from './auth-form';

type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

export function ResetPasswordForm({ pending, error, onSubmit }: AuthFormPageProps<ResetPasswordValues>) {
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <AuthForm
      onSubmit={submit}
      pending={pending}
      error={error}
      submitLabel="Update Password"
      pendingLabel="Updating..."
    >
      <NewPasswordFields
        label="New Password"
        autoFocus
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={form.formState.errors}
      />
    </AuthForm>
  );
}
