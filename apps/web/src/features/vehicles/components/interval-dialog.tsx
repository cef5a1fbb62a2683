import { intervalOverrideSchema, vehicleCareMessages as msg, type IntervalOverrideInput, type MaintenanceItem } from '@drivecare/contract/vehicle-care';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Switch } from '@/components/ui/switch';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useSetInterval } from '../api/vehicle-care-mutations';

const numberOrNull = (v: unknown) => (v === '' || v === null || v === undefined || Number.isNaN(v) ? null : Number(v));

const startValues = (item: MaintenanceItem): IntervalOverrideInput => ({
  enabled: item.state !== 'off',
  intervalMonths: item.custom && item.state !== 'off' ? item.intervalMonths : null,
  intervalMiles: item.custom && item.state !== 'off' ? item.intervalMiles : null,
});

/** The member's own interval for one service on this vehicle; empty fields keep the club's, the switch turns it off. */
export function IntervalDialog({ vehicleId, item, onClose }: { vehicleId: string; item: MaintenanceItem; onClose: () => void }) {
  const save = useSetInterval(vehicleId);
  const form = useForm<IntervalOverrideInput>({ resolver: zodResolver(intervalOverrideSchema), defaultValues: startValues(item) });
  const { errors } = form.formState;
  const enabled = useWatch({ control: form.control, name: 'enabled' });
  const club = [
    item.catalogueMonths ? `${item.catalogueMonths} months` : null,
    item.catalogueMiles ? `${item.catalogueMiles.toLocaleString('en-US')} mi` : null,
  ].filter(Boolean);
  const submit = useSingleSubmit(
    form.handleSubmit((values) =>
      untilSettled(
        save.mutateAsync(
          { serviceId: item.serviceId, input: values },
          {
            onSuccess: () => {
              toast.success(msg.intervalSaved);
              onClose();
            },
            onError: (error) => {
              if (!setServerFieldErrors(form.setError, error, ['intervalMonths', 'intervalMiles'])) toast.error(errorMessage(error));
            },
          },
        ),
      ),
    ),
  );
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      pending={save.isPending}
      title={`${item.serviceName} interval`}
      description={club.length > 0 ? `The club's interval is every ${club.join(' or ')}, whichever comes first.` : 'Set how often this service is due for this vehicle.'}
      onSubmit={submit}
      submitLabel="Save"
      contentClassName="sm:max-w-md"
      formClassName="grid gap-4"
    >
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <FormField label="Remind me about this service" inline>
            <Switch checked={field.value} onCheckedChange={field.onChange} />
          </FormField>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Interval (months)" error={errors.intervalMonths?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            disabled={!enabled}
            placeholder={item.catalogueMonths ? String(item.catalogueMonths) : '—'}
            {...form.register('intervalMonths', { setValueAs: numberOrNull })}
          />
        </FormField>
        <FormField label="Interval (miles)" error={errors.intervalMiles?.message}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            disabled={!enabled}
            placeholder={item.catalogueMiles ? String(item.catalogueMiles) : '—'}
            {...form.register('intervalMiles', { setValueAs: numberOrNull })}
          />
        </FormField>
      </div>
      <p className="text-sm text-muted-foreground">Leave both empty to follow the club's interval.</p>
    </FormDialog>
  );
}
