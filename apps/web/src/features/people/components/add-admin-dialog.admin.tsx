import { addAdminSchema, type AddAdminInput } from '@drivecare/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useAddAdmin } from '../api/admin-mutations.admin';

const EMPTY: AddAdminInput = { firstName: '', lastName: '', email: '', password: '' };

/** 'Add Admin': a verified administrator account, created and given its role in one step. */
export function AddAdminDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const add = useAddAdmin();
  const form = useForm<AddAdminInput>({ resolver: zodResolver(addAdminSchema), defaultValues: EMPTY });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(EMPTY);
  }, [open, form]);

  const onSubmit = (values: AddAdminInput) =>
    untilSettled(add.mutateAsync(values, {
      onSuccess: (created) => {
        toast.success(`${created.firstName ?? 'New'} ${created.lastName ?? 'admin'} is now an administrator`);
        onOpenChange(false);
      },
      onError: (error) => {
        if (isApiError(error) && error.fields?.email) form.setError('email', { message: error.fields.email });
        toast.error(isApiError(error) && error.status === 409 ? error.message : 'Failed to create new admin');
      },
    }));

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <Dialog open={open} onOpenChange={(next) => !add.isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Add Admin</DialogTitle>
          <DialogDescription>The new administrator can sign in at once with this e-mail and password.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
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
          <DialogFooter>
            <Button variant="outline" disabled={add.isPending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={add.isPending}>
              {add.isPending ? 'Creating...' : 'Add Admin'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
