import { centsToDollars, serviceInputSchema, type Service, type ServiceInput } from '@drivecare/contract/services';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { setServerFieldErrors } from '@/lib/form-errors';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useSaveService } from '../api/service-mutations.admin';

/** An empty number field is no interval (null), not zero. */
const emptyToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));

/** 'Add Service' or 'Edit Service', with the optional maintenance intervals. */
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
    defaultValues: { name: '', description: '', intervalMonths: null, intervalMiles: null, price: '' } as ServiceInput,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open)
      form.reset({
        name: service?.name ?? '',
        description: service?.description ?? '',
        intervalMonths: service?.intervalMonths ?? null,
        intervalMiles: service?.intervalMiles ?? null,
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
          setServerFieldErrors(form.setError, error, ['name', 'intervalMonths', 'intervalMiles', 'price']);
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Interval (months)" description="Optional: how often it is due." error={errors.intervalMonths?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} placeholder="e.g. 6" {...form.register('intervalMonths', { setValueAs: emptyToNull })} />
        </FormField>
        <FormField label="Interval (miles)" description="Optional: whichever comes first." error={errors.intervalMiles?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} placeholder="e.g. 5000" {...form.register('intervalMiles', { setValueAs: emptyToNull })} />
        </FormField>
      </div>
    </FormDialog>
  );
}
