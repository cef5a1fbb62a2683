import type { UseFormRegisterReturn } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type FieldError = { message?: string | undefined } | undefined;

interface NameEmailFieldsProps {
  firstName: UseFormRegisterReturn;
  lastName: UseFormRegisterReturn;
  email: UseFormRegisterReturn;
  errors: { firstName?: FieldError; lastName?: FieldError; email?: FieldError };
}

/** A person's names and e-mail, as the staff forms for users and administrators ask for them. */
export function NameEmailFields({ firstName, lastName, email, errors }: NameEmailFieldsProps) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First Name" required error={errors.firstName?.message}>
          <Input required autoComplete="off" {...firstName} />
        </FormField>
        <FormField label="Last Name" required error={errors.lastName?.message}>
          <Input required autoComplete="off" {...lastName} />
        </FormField>
      </div>
      <FormField label="Email" required error={errors.email?.message}>
        <Input type="email" required autoComplete="off" {...email} />
      </FormField>
    </>
  );
}
