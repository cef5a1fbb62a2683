import { userFormSchema, type AdminSummary } from '@drivecare/contract/users';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialogFooter } from '@/components/form-dialog-footer';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useEditAdmin, type EditAdminInput } from '../api/admin-mutations.admin';

import { NameEmailFields } from './name-email-fields.admin';

const editAdminSchema = userFormSchema.pick({ firstName: true, lastName: true, email: true });

export function EditAdminDialog({ admin, onClose }: { admin: AdminSummary | null; onClose: () => void }) {
  const edit = useEditAdmin();
  const form = useForm<EditAdminInput>({
    resolver: zodResolver(editAdminSchema),
    defaultValues: { firstName: '', lastName: '', email: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (admin) form.reset({ firstName: admin.firstName ?? '', lastName: admin.lastName ?? '', email: admin.email });
  }, [admin, form]);

  const onSubmit = (input: EditAdminInput) => {
    if (!admin) return;
    return untilSettled(edit.mutateAsync(
      { id: admin.id, input },
      {
        onSuccess: () => {
          toast.success('User updated successfully');
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields?.email) form.setError('email', { message: error.fields.email });
          toast.error(isApiError(error) && error.status === 409 ? error.message : 'Failed to save user');
        },
      },
    ));
  };

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <Dialog open={admin !== null} onOpenChange={(open) => !open && !edit.isPending && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit Admin</DialogTitle>
          <DialogDescription>Change this administrator’s name or e-mail.</DialogDescription>
        </DialogHeader>
        <form noValidate className="grid gap-4" onSubmit={submit}>
          <NameEmailFields
            firstName={form.register('firstName')}
            lastName={form.register('lastName')}
            email={form.register('email')}
            errors={errors}
          />
          <FormDialogFooter
            pending={edit.isPending}
            onCancel={onClose}
            submitLabel="Save Changes"
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
