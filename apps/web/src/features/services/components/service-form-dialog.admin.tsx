import { centsToDollars, serviceInputSchema, type Service, type ServiceInput } from '@drivecare/contract/services';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useSaveService } from '../api/service-mutations.admin';

/** 'Add Service' or 'Edit Service'. */
export function ServiceFormDialog({
  open,
  onOpenChange,
  service,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  service: Service | null;
}) {
  const save = useSaveService();
  const form = useForm({
    resolver: zodResolver(serviceInputSchema),
    defaultValues: { name: '', description: '', price: '' },
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open)
      form.reset({
        name: service?.name ?? '',
        description: service?.description ?? '',
        price: service?.priceCents == null ? '' : centsToDollars(service.priceCents),
      });
  }, [open, service, form]);

  // The server parses the raw values with the same schema; the form's parse only gates submission.
  const onSubmit = () => {
    const input: ServiceInput = form.getValues();
    return untilSettled(save.mutateAsync(
      { id: service?.id, input },
      {
        onSuccess: (saved) => {
          toast.success(service ? `${saved.name} updated` : `${saved.name} added`);
          onOpenChange(false);
        },
        onError: (error) => {
          if (isApiError(error) && error.fields?.name) form.setError('name', { message: error.fields.name });
          if (isApiError(error) && error.fields?.price) form.setError('price', { message: error.fields.price });
          toast.error('Failed to save service');
        },
      },
    ));
  };

  const submit = useSingleSubmit(form.handleSubmit(onSubmit));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      pending={save.isPending}
      title={service ? 'Edit Service' : 'Add Service'}
      description="Active services can be chosen by members when they book."
      onSubmit={submit}
      submitLabel={service ? 'Save Changes' : 'Add Service'}
      formClassName="grid gap-5"
    >
      <FormField label="Service Name" required error={errors.name?.message}>
        <Input required maxLength={120} placeholder="e.g. Oil Change" {...form.register('name')} />
      </FormField>
      <FormField label="Description" description="Optional." error={errors.description?.message}>
        <Textarea rows={4} maxLength={1000} {...form.register('description')} />
      </FormField>
      <FormField label="Price" description="Optional, in US dollars (e.g. 49.99)." error={errors.price?.message}>
        <Input inputMode="decimal" placeholder="49.99" {...form.register('price')} />
      </FormField>
    </FormDialog>
  );
}
