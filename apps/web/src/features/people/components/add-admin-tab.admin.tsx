import { addAdminSchema, type AddAdminInput } from '@drivecare/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useCreateAdmin } from '../api/profile-mutations.admin';

const EMPTY: AddAdminInput = { firstName: '', lastName: '', email: '', password: '' };

/** Version A, Add Admin tab: a verified administrator account in one server operation. */
export function AddAdminTab() {
  const create = useCreateAdmin();
  const form = useForm<AddAdminInput>({ resolver: zodResolver(addAdminSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  const onSubmit = (values: AddAdminInput) =>
    untilSettled(create.mutateAsync(values, {
      onSuccess: () => {
        toast.success(`New admin ${values.email} created successfully`);
        form.reset(EMPTY);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields?.email) form.setError('email', { message: error.fields.email });
        toast.error(isApiError(error) && error.status === 409 ? error.message : 'Failed to create new admin');
      },
    }));

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Add a new administrator</CardTitle>
        <CardDescription>The account is ready at once: share the password with them securely.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate className="grid max-w-xl gap-4" onSubmit={submit}>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First Name" required error={errors.firstName?.message}>
              <Input required autoComplete="off" {...form.register('firstName')} />
            </FormField>
            <FormField label="Last Name" required error={errors.lastName?.message}>
              <Input required autoComplete="off" {...form.register('lastName')} />
            </FormField>
          </div>
          <FormField label="Email" required error={errors.email?.message}>
            <Input type="email" required autoComplete="off" {...form.register('email')} />
          </FormField>
          <FormField label="Password" required error={errors.password?.message} description="At least 6 characters.">
            <Input type="password" required autoComplete="new-password" {...form.register('password')} />
          </FormField>
          <div>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Admin'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
