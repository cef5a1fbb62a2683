import { addAdminSchema, type AddAdminInput, type AdminUser } from '@drivecare/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import type { useAddAdmin } from '../api/admin-mutations.admin';

import { NameEmailFields } from './name-email-fields.admin';

const EMPTY: AddAdminInput = { firstName: '', lastName: '', email: '', password: '' };

interface AddAdminFormProps {
  /** The caller's useAddAdmin(), so its buttons and dialog can follow `isPending`. */
  add: ReturnType<typeof useAddAdmin>;
  className?: string;
  /** Empties the form whenever this turns true (a dialog opening). */
  resetWhen?: boolean;
  /** After the server created the account; `reset` empties the form for the next one. */
  onCreated: (created: AdminUser, values: AddAdminInput, reset: () => void) => void;
  /** The buttons below the fields. */
  actions: ReactNode;
}

/**
 * 'Add Admin' on the management screen (dialog) and on the profile screen (tab): a verified administrator
 * account, created and given its role in one server operation.
 */
export function AddAdminForm({ add, className, resetWhen, onCreated, actions }: AddAdminFormProps) {
  const form = useForm<AddAdminInput>({ resolver: zodResolver(addAdminSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  useEffect(() => {
    if (resetWhen) form.reset(EMPTY);
  }, [resetWhen, form]);

  const onSubmit = (values: AddAdminInput) =>
    untilSettled(add.mutateAsync(values, {
      onSuccess: (created) => onCreated(created, values, () => form.reset(EMPTY)),
      onError: (error) => {
        if (isApiError(error) && error.fields?.email) form.setError('email', { message: error.fields.email });
        toast.error(isApiError(error) && error.status === 409 ? error.message : 'Failed to create new admin');
      },
    }));

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <form noValidate className={cn('grid gap-4', className)} onSubmit={submit}>
      <NameEmailFields
        firstName={form.register('firstName')}
        lastName={form.register('lastName')}
        email={form.register('email')}
        errors={errors}
      />
      <FormField label="Password" required error={errors.password?.message} description="At least 6 characters.">
        <Input type="password" required autoComplete="new-password" {...form.register('password')} />
      </FormField>
      {actions}
    </form>
  );
}
