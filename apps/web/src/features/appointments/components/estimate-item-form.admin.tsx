import { formatUsd } from '@drivecare/contract/services';
import type { EstimateItemInput } from '@drivecare/contract/visits';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormSelect } from '@/components/form-select';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { adminServiceQueries } from '@/features/services/api/service-queries.admin';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useAddItem } from '../api/visit-mutations.admin';

interface ItemForm {
  source: 'catalogue' | 'custom';
  kind: 'included' | 'recommended';
  serviceId: string;
  description: string;
  quantity: string;
  unitPrice: string;
}
const empty: ItemForm = { source: 'catalogue', kind: 'recommended', serviceId: '', description: '', quantity: '1', unitPrice: '' };
const sourceOptions = [
  { value: 'catalogue', label: 'From the catalogue' },
  { value: 'custom', label: 'Free text' },
];
const kindOptions = [
  { value: 'included', label: 'Included' },
  { value: 'recommended', label: 'Recommended' },
];

/** 'Add Item': a catalogue service at its price, or free text with quantity and unit price; included or recommended. */
export function EstimateItemForm({ appointmentId }: { appointmentId: string }) {
  const add = useAddItem(appointmentId);
  const services = useQuery(adminServiceQueries.list());
  const form = useForm<ItemForm>({ defaultValues: empty });
  const source = useWatch({ control: form.control, name: 'source' });
  const { errors } = form.formState;
  const serviceOptions = (services.data ?? [])
    .filter((s) => s.isActive && s.priceCents !== null)
    .map((s) => ({ value: s.id, label: `${s.name} · ${formatUsd(s.priceCents ?? 0)}` }));

  const submit = useSingleSubmit(
    form.handleSubmit((v) => {
      const recommended = v.kind === 'recommended';
      const input: EstimateItemInput =
        v.source === 'catalogue'
          ? { source: 'catalogue', serviceId: v.serviceId, recommended }
          : { source: 'custom', description: v.description, quantity: v.quantity, unitPrice: v.unitPrice, recommended };
      return untilSettled(
        add.mutateAsync(input, {
          onSuccess: () => {
            toast.success('Item added');
            form.reset({ ...empty, source: v.source, kind: v.kind });
          },
          onError: (error) => {
            if (!setServerFieldErrors(form.setError, error, ['serviceId', 'description', 'quantity', 'unitPrice'])) toast.error(errorMessage(error));
          },
        }),
      );
    }),
  );

  return (
    <form onSubmit={submit} className="grid gap-3 rounded-lg border border-dashed border-border p-3" aria-label="Add Item" noValidate>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect control={form.control} name="source" label="Source" options={sourceOptions} />
        <FormSelect control={form.control} name="kind" label="Kind" options={kindOptions} />
      </div>
      {source === 'catalogue' ? (
        <div className="space-y-1">
          <FormSelect control={form.control} name="serviceId" label="Service" options={serviceOptions} placeholder="Select a priced service" required />
          {errors.serviceId?.message ? <p className="text-sm text-destructive">{errors.serviceId.message}</p> : null}
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[1fr_6rem_8rem]">
          <FormField label="Description" required error={errors.description?.message}>
            <Input maxLength={200} placeholder="e.g. Wiper blades" {...form.register('description')} />
          </FormField>
          <FormField label="Quantity" required error={errors.quantity?.message}>
            <Input inputMode="numeric" {...form.register('quantity')} />
          </FormField>
          <FormField label="Unit price ($)" required error={errors.unitPrice?.message}>
            <Input inputMode="decimal" placeholder="19.99" {...form.register('unitPrice')} />
          </FormField>
        </div>
      )}
      <div>
        <Button type="submit" size="sm" variant="secondary" disabled={add.isPending}>
          Add Item
        </Button>
      </div>
    </form>
  );
}
