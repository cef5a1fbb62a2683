import type { FormEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';

import { FormErrorAlert } from './form-alert';

/** What every auth page hands its form. */
export interface AuthFormPageProps<Values> {
  pending: boolean;
  /** The server's answer, already in the spec's words. */
  error?: string | null;
  onSubmit: (values: Values) => Promise<unknown>;
}

interface AuthFormProps {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** The server's answer, shown above the fields. */
  error?: string | null | undefined;
  submitLabel: string;
  pendingLabel: string;
  children: ReactNode;
}

/** The auth pages' form: server error on top, the fields, then one full-width submit button. */
export function AuthForm({ onSubmit, pending, error, submitLabel, pendingLabel, children }: AuthFormProps) {
  return (
    <form noValidate className="grid gap-5" onSubmit={onSubmit}>
      {error ? <FormErrorAlert>{error}</FormErrorAlert> : null}
      {children}
      <AuthSubmitButton pending={pending} label={submitLabel} pendingLabel={pendingLabel} />
    </form>
  );
}

export function AuthSubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" disabled={pending}>
      {pending ? <Spinner /> : null}
      {pending ? pendingLabel : label}
    </Button>
  );
}

interface EmailFieldProps {
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
}

export function EmailField({ registration, error, required }: EmailFieldProps) {
  return (
    <FormField label="Email" error={error}>
      <Input
        type="email"
        inputMode="email"
        autoComplete="email"
        placeholder="you@example.com"
        required={required}
        {...registration}
      />
    </FormField>
  );
}

interface NewPasswordFieldsProps {
  label: string;
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: {
    password?: { message?: string | undefined };
    confirmPassword?: { message?: string | undefined };
  };
  autoFocus?: boolean;
  required?: boolean;
}

/** A new password and its confirmation, as sign-up and the reset page ask for them. */
export function NewPasswordFields({
  label,
  password,
  confirmPassword,
  errors,
  autoFocus,
  required,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField label={label} description="At least 6 characters." error={errors.password?.message}>
        <Input
          type="password"
          autoComplete="new-password"
          autoFocus={autoFocus}
          required={required}
          {...password}
        />
      </FormField>
      <FormField label="Confirm Password" error={errors.confirmPassword?.message}>
        <Input type="password" autoComplete="new-password" required={required} {...confirmPassword} />
      </FormField>
    </>
  );
}
