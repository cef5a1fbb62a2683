import { RECORD_RECEIPT_MIME_TYPES, vehicleCareMessages as msg } from '@drivecare/contract/vehicle-care';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { serviceQueries } from '@/features/services/api/service-queries';
import { errorMessage, isApiError } from '@/lib/api-client';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useAddRecord } from '../api/vehicle-care-mutations';

interface RecordForm {
  serviceDate: string;
  odometerMiles: string;
  serviceIds: string[];
  description: string;
  cost: string;
  notes: string;
  file: FileList | null;
}

/** The server's field names, and the form field each message goes beside. */
const serverFields: Record<string, keyof RecordForm> = {
  serviceDate: 'serviceDate',
  odometerMiles: 'odometerMiles',
  serviceIds: 'serviceIds',
  description: 'description',
  costCents: 'cost',
  notes: 'notes',
  file: 'file',
};

/** Dollars as typed ('49.99', '$1,200') to cents; anything else is sent as is for the server to refuse. */
const toCents = (cost: string) => {
  const clean = cost.replace(/[$,\s]/g, '');
  return clean === '' ? '' : /^\d+(\.\d{1,2})?$/.test(clean) ? String(Math.round(Number(clean) * 100)) : clean;
};

function toFormData(values: RecordForm) {
  const data = new FormData();
  data.set('serviceDate', values.serviceDate);
  data.set('odometerMiles', values.odometerMiles.trim());
  for (const id of values.serviceIds) data.append('serviceIds', id);
  data.set('description', values.description);
  data.set('costCents', toCents(values.cost));
  data.set('notes', values.notes);
  const file = values.file?.[0];
  if (file) data.set('file', file);
  return data;
}

/** 'Add Record': work done elsewhere (date, odometer, catalogue services and/or free text, cost, notes, receipt). */
export function AddRecordDialog({
  vehicleId,
  today,
  open,
  onOpenChange,
}: {
  vehicleId: string;
  today: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const services = useQuery({ ...serviceQueries.bookable(), enabled: open });
  const add = useAddRecord(vehicleId);
  const empty: RecordForm = { serviceDate: today, odometerMiles: '', serviceIds: [], description: '', cost: '', notes: '', file: null };
  const form = useForm<RecordForm>({ defaultValues: empty });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) form.reset(empty);
    onOpenChange(next);
  };
  const submit = useSingleSubmit(
    form.handleSubmit((values) =>
      untilSettled(
        add.mutateAsync(toFormData(values), {
          onSuccess: () => {
            toast.success(msg.recordAdded);
            close(false);
          },
          onError: (error) => {
            const placed = isApiError(error) && error.fields ? Object.entries(error.fields).filter(([name]) => name in serverFields) : [];
            for (const [name, message] of placed) form.setError(serverFields[name]!, { message });
            if (placed.length === 0) toast.error(errorMessage(error));
          },
        }),
      ),
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      pending={add.isPending}
      title="Add Record"
      description="Work done somewhere else, so the history and the schedule know about it."
      onSubmit={submit}
      submitLabel="Add Record"
      contentClassName="max-h-[90vh] overflow-y-auto sm:max-w-lg"
      formClassName="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Date" required error={errors.serviceDate?.message}>
          <Input type="date" max={today} required {...form.register('serviceDate')} />
        </FormField>
        <FormField label="Odometer (miles)" error={errors.odometerMiles?.message}>
          <Input type="number" inputMode="numeric" min={0} step={1} {...form.register('odometerMiles')} />
        </FormField>
      </div>
      <fieldset className="grid gap-2" aria-describedby={errors.serviceIds ? 'record-services-error' : undefined}>
        <legend className="mb-1 text-sm font-medium text-foreground">Services</legend>
        {services.isPending ? (
          <Skeleton className="h-20" />
        ) : services.isError ? (
          <p className="text-sm text-muted-foreground">The service list could not be loaded; describe the work below instead.</p>
        ) : (
          <Controller
            control={form.control}
            name="serviceIds"
            render={({ field }) => (
              <div className="grid gap-1.5 sm:grid-cols-2">
                {services.data.map((service) => (
                  <Label key={service.id} className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 font-normal hover:bg-slate-50">
                    <Checkbox
                      checked={field.value.includes(service.id)}
                      onCheckedChange={(on) => field.onChange(on ? [...field.value, service.id] : field.value.filter((id) => id !== service.id))}
                    />
                    {service.name}
                  </Label>
                ))}
              </div>
            )}
          />
        )}
        {errors.serviceIds ? (
          <p id="record-services-error" className="text-sm font-medium text-destructive">
            {errors.serviceIds.message}
          </p>
        ) : null}
      </fieldset>
      <FormField label="Other work" description="Anything not in the list, e.g. 'Wiper blades'." error={errors.description?.message}>
        <Input maxLength={200} {...form.register('description')} />
      </FormField>
      <FormField label="Cost ($)" error={errors.cost?.message}>
        <Input inputMode="decimal" placeholder="0.00" {...form.register('cost')} />
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        <Textarea rows={2} maxLength={1000} {...form.register('notes')} />
      </FormField>
      <FormField label="Receipt" description="Optional: a PDF or a photo (PNG, JPEG, WebP), up to 10 MB." error={errors.file?.message}>
        <Input type="file" accept={RECORD_RECEIPT_MIME_TYPES.join(',')} {...form.register('file')} />
      </FormField>
    </FormDialog>
  );
}
