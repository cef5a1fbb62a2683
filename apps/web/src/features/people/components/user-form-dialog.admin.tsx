import { userFormSchema, usersMessages, type AdminUser, type UpdateUserInput } from '@drivecare/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useCreateUser, useUpdateUser } from '../api/user-mutations.admin';

import { NameEmailFields } from './name-email-fields.admin';

type FormValues = UpdateUserInput;
type FieldName = keyof FormValues;

const emptyValues: FormValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phoneNumber: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

const valuesOf = (user: AdminUser | null): FormValues =>
  user
    ? {
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        email: user.email,
        password: '',
        phoneNumber: user.phoneNumber ?? '',
        address: user.address ?? '',
        city: user.city ?? '',
        state: user.state ?? '',
        zipCode: user.zipCode ?? '',
      }
    : emptyValues;

const fieldNames = Object.keys(emptyValues);

/** 'Add User' or 'Edit User'. No role selector here: roles change only on Admin Management. */
export function UserFormDialog({
  open,
  onOpenChange,
  user,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: AdminUser | null;
}) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const pending = create.isPending || update.isPending;
  const form = useForm<FormValues>({ resolver: zodResolver(userFormSchema), defaultValues: emptyValues });
  const { errors } = form.formState;
  const isEdit = user !== null;

  useEffect(() => {
    if (open) form.reset(valuesOf(user));
  }, [open, user, form]);

  const onSubmit = (values: FormValues) => {
    const onError = (error: unknown) => {
      setServerFieldErrors(form.setError, error, fieldNames);
      toast.error(isApiError(error) && error.status === 409 ? error.message : 'Failed to save user');
    };
    if (!isEdit) {
      if (!values.password) {
        form.setError('password', { message: usersMessages.passwordRequired });
        return;
      }
      return untilSettled(create.mutateAsync(values, {
        onSuccess: () => {
          toast.success('New user created successfully');
          onOpenChange(false);
        },
        onError,
      }));
    }
    return untilSettled(update.mutateAsync(
      { id: user.id, input: values },
      {
        onSuccess: () => {
          toast.success('User updated successfully');
          onOpenChange(false);
        },
        onError,
      },
    ));
  };

  const field = (name: FieldName) => form.register(name);

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={pending}
      title={isEdit ? 'Edit User' : 'Add User'}
      description={
        isEdit
          ? 'Change the member’s details. Leave the password empty to keep it.'
          : 'The new account can sign in at once.'
      }
      onSubmit={submit}
      submitLabel={isEdit ? 'Save Changes' : 'Add User'}
      contentClassName="max-h-[92svh] overflow-y-auto sm:max-w-xl"
      formClassName="grid gap-4"
    >
      <NameEmailFields
        firstName={field('firstName')}
        lastName={field('lastName')}
        email={field('email')}
        errors={errors}
      />
      <FormField
        label="Password"
        required={!isEdit}
        error={errors.password?.message}
        description={isEdit ? 'Optional. Setting one signs the user out everywhere.' : 'At least 6 characters.'}
      >
        <Input type="password" autoComplete="new-password" {...field('password')} />
      </FormField>
      <FormField label="Phone" error={errors.phoneNumber?.message}>
        <Input type="tel" autoComplete="off" {...field('phoneNumber')} />
      </FormField>
      <FormField label="Address" error={errors.address?.message}>
        <Input autoComplete="off" {...field('address')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-[1fr_6rem_8rem]">
        <FormField label="City" error={errors.city?.message}>
          <Input autoComplete="off" {...field('city')} />
        </FormField>
        <FormField label="State" error={errors.state?.message}>
          <Input autoComplete="off" maxLength={2} className="uppercase" {...field('state')} />
        </FormField>
        <FormField label="ZIP Code" error={errors.zipCode?.message}>
          <Input autoComplete="off" inputMode="numeric" maxLength={10} {...field('zipCode')} />
        </FormField>
      </div>
    </FormDialog>
  );
}
