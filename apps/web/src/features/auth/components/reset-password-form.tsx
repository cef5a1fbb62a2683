import { resetPasswordFormSchema } from '@drivecare/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSingleSubmit } from '@/lib/use-single-submit';

import { FormErrorAlert } from './form-alert';

type ResetPasswordValues = z.infer<typeof resetPasswordFormSchema>;

interface ResetPasswordFormProps {
  pending: boolean;
  error?: string | null;
  onSubmit: (values: ResetPasswordValues) => Promise<unknown>;
}

export function ResetPasswordForm({ pending, error, onSubmit }: ResetPasswordFormProps) {
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={submit}
    >
      {error ? <FormErrorAlert>{error}</FormErrorAlert> : null}
      <FormField
        label="New Password"
        description="At least 6 characters."
        error={errors.password?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          autoFocus
          {...form.register('password')}
        />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" {...form.register('confirmPassword')} />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? 'Updating...' : 'Update Password'}
      </Button>
    </form>
  );
}
