import { signUpFormSchema, type SignUpForm as SignUpFormValues } from '@drivecare/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';

import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useSingleSubmit } from '@/lib/use-single-submit';

import { AuthForm, EmailField, NewPasswordFields, type AuthFormPageProps } from './auth-form';

const termsUrl = 'https://drivecare.club/terms';

/** 'Create Account': names, optional phone, e-mail, password twice and the terms checkbox. */
export function SignUpForm({ pending, error, onSubmit }: AuthFormPageProps<SignUpFormValues>) {
  const form = useForm<SignUpFormValues>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      phoneNumber: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const { errors } = form.formState;

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <AuthForm
      onSubmit={submit}
      pending={pending}
      error={error}
      submitLabel="Create Account"
      pendingLabel="Creating account..."
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" error={errors.firstName?.message}>
          <Input autoComplete="given-name" required {...form.register('firstName')} />
        </FormField>
        <FormField label="Last Name" error={errors.lastName?.message}>
          <Input autoComplete="family-name" required {...form.register('lastName')} />
        </FormField>
      </div>

      <FormField label="Phone Number" description="Optional" error={errors.phoneNumber?.message}>
        <Input type="tel" inputMode="tel" autoComplete="tel" {...form.register('phoneNumber')} />
      </FormField>

      <EmailField registration={form.register('email')} error={errors.email?.message} required />

      <NewPasswordFields
        label="Password"
        required
        password={form.register('password')}
        confirmPassword={form.register('confirmPassword')}
        errors={errors}
      />

      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field, fieldState }) => (
          <FormField
            inline
            error={fieldState.error?.message}
            label={
              <>
                I agree to the{' '}
                <a
                  href={termsUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-sm font-medium text-primary underline underline-offset-4"
                >
                  Terms and Conditions
                </a>
              </>
            }
          >
            <Checkbox
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onBlur={field.onBlur}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              aria-required="true"
            />
          </FormField>
        )}
      />

    </AuthForm>
  );
}
