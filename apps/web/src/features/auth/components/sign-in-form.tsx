import { authMessages, type SignInInput } from '@drivecare/contract/auth-messages';
import { useId, useRef, useState, type FormEvent } from 'react';

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

  // Two required fields need neither a schema library nor a form library: keeping zod and react-hook-form
  // (~13 KB gz) out of this page holds its script budget. As a form library would, nothing is checked before the
  // first submit, and once a submit has failed the check reruns as the person types.
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [submitted, setSubmitted] = useState(false);
  const [errors, setErrors] = useState<{ email?: boolean; password?: boolean }>({});
  const check = () => {
    const next = {
      email: (emailRef.current?.value ?? '').trim() === '',
      password: (passwordRef.current?.value ?? '') === '',
    };
    setErrors(next);
    return next;
  };
  const revalidate = () => {
    if (submitted) check();
  };
  const message = errors.email || errors.password ? authMessages.signInMissing : (error ?? undefined);

  const submit = useSingleSubmit(async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const invalid = check();
    if (invalid.email || invalid.password) {
      (invalid.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    await onSubmit({ email: emailRef.current?.value ?? '', password: passwordRef.current?.value ?? '' });
  });
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
          ref={emailRef}
          name="email"
          defaultValue={defaultEmail}
          onChange={revalidate}
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
          ref={passwordRef}
          name="password"
          onChange={revalidate}
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
