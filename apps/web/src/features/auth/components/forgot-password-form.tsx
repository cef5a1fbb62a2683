import { emailOnlySchema } from '@drivecare/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useSingleSubmit } from '@/lib/use-single-submit';

import { FormErrorAlert } from './form-alert';

type ForgotPasswordValues = z.infer<typeof emailOnlySchema>;

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  pending: boolean;
  error?: string | null;
  onSubmit: (values: ForgotPasswordValues) => Promise<unknown>;
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
    <form
      noValidate
      className="grid gap-5"
      onSubmit={submit}
    >
      {error ? <FormErrorAlert>{error}</FormErrorAlert> : null}
      <FormField label="Email" error={form.formState.errors.email?.message}>
        <Input
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          {...form.register('email')}
        />
      </FormField>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending ? <Spinner /> : null}
        {pending ? 'Sending...' : 'Send Reset Link'}
      </Button>
    </form>
  );
}
