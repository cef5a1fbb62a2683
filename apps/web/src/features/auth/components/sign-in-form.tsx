import { authMessages, type SignInInput } from '@drivecare/contract/auth-messages';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useSingleSubmit } from '@/lib/use-single-submit';
import { paths } from '@/config/paths';

import { AuthSubmitButton, type AuthFormPageProps } from './auth-form';
import { AuthLink } from './auth-layout';
import { FormErrorAlert } from './form-alert';

interface SignInFormProps extends AuthFormPageProps<SignInInput> {
  defaultEmail?: string;
}

/**
 * E-mail + password. Both missing fields share one message ('Please enter both email and
 * password'), so it is shown once above the button instead of under each field.
 */
export function SignInForm({ defaultEmail = '', pending, error, onSubmit }: SignInFormProps) {
  const id = useId();
  const emailId = `${id}-email`;
  const passwordId = `${id}-password`;
  const errorId = `${id}-error`;

  // Two required fields need no schema library: react-hook-form's own rules keep zod out of this page.
  const form = useForm<SignInInput>({ defaultValues: { email: defaultEmail, password: '' } });
  const { errors } = form.formState;
  const message = errors.email?.message ?? errors.password?.message ?? error ?? undefined;

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={submit}
    >
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? errorId : undefined}
          {...form.register('email', { validate: (v) => v.trim() !== '' || authMessages.signInMissing })}
        />
      </div>

      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={passwordId}>Password</Label>
          <AuthLink to={paths.auth.forgotPassword} className="text-sm">
            Forgot password?
          </AuthLink>
        </div>
        <Input
          id={passwordId}
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? errorId : undefined}
          {...form.register('password', { validate: (v) => v !== '' || authMessages.signInMissing })}
        />
      </div>

      {message ? (
        <FormErrorAlert>
          <span id={errorId}>{message}</span>
        </FormErrorAlert>
      ) : null}

      <AuthSubmitButton pending={pending} label="Sign In" pendingLabel="Signing in..." />
    </form>
  );
}
