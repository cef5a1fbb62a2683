import { odometerInputSchema, vehicleCareMessages as msg, type OdometerInput } from '@drivecare/contract/vehicle-care';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { setServerFieldErrors } from '@/lib/form-errors';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useUpdateOdometer } from '../api/vehicle-care-mutations';

/** 'Update Odometer': miles and date (today by default); a reading below the previous one is refused beside Miles. */
export function UpdateOdometerDialog({
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
  const update = useUpdateOdometer(vehicleId);
  const form = useForm<OdometerInput>({
    resolver: zodResolver(odometerInputSchema),
    // Miles start empty (a number field with nothing in it); the date is the club's today.
    defaultValues: { readingDate: today } as OdometerInput,
  });
  const { errors } = form.formState;
  const close = (next: boolean) => {
    if (!next) form.reset({ readingDate: today } as OdometerInput);
    onOpenChange(next);
  };
  const submit = useSingleSubmit(
    form.handleSubmit((values) =>
      untilSettled(
        update.mutateAsync(values, {
          onSuccess: () => {
            toast.success(msg.odometerUpdated);
            close(false);
          },
          onError: (error) => {
            if (!setServerFieldErrors(form.setError, error, ['miles', 'readingDate'])) toast.error(errorMessage(error));
          },
        }),
      ),
    ),
  );
  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      pending={update.isPending}
      title="Update Odometer"
      description="Enter the miles shown on the dashboard and the day you read them."
      onSubmit={submit}
      submitLabel="Save Reading"
      contentClassName="sm:max-w-md"
      formClassName="grid gap-4"
    >
      <FormField label="Miles" required error={errors.miles?.message}>
        <Input type="number" inputMode="numeric" min={0} step={1} required autoFocus {...form.register('miles', { valueAsNumber: true })} />
      </FormField>
      <FormField label="Date" required error={errors.readingDate?.message}>
        <Input type="date" max={today} required {...form.register('readingDate')} />
      </FormField>
    </FormDialog>
  );
}
