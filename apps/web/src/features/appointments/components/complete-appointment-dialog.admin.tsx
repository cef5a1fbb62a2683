import { adminAppointmentMessages as msg, type AdminAppointmentListItem } from '@drivecare/contract/admin-appointments';
import { useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';

/**
 * The Complete step: an optional 'Odometer at service', which gives the vehicle a shop reading of the visit's day
 * (refused beside the field when lower than the vehicle's previous reading).
 */
export function CompleteAppointmentDialog({
  appointment,
  pending,
  onClose,
  onComplete,
}: {
  appointment: AdminAppointmentListItem | null;
  pending: boolean;
  onClose: () => void;
  onComplete: (odometerMiles: number | null, onError: (error: Error) => void) => void;
}) {
  const [miles, setMiles] = useState('');
  const [error, setError] = useState<string | undefined>();
  const vehicle = appointment?.vehicle;
  const close = () => {
    setMiles('');
    setError(undefined);
    onClose();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const value = miles.trim() === '' ? null : Number(miles);
    if (value !== null && (!Number.isInteger(value) || value < 0)) {
      setError('Odometer at service must be a whole number of miles');
      return;
    }
    onComplete(value, (err) => {
      if (isApiError(err) && err.fields?.odometerMiles) setError(err.fields.odometerMiles);
      else toast.error(msg.statusFailed, { description: errorMessage(err) });
    });
  };
  return (
    <FormDialog
      open={appointment !== null}
      onOpenChange={(open) => !open && close()}
      pending={pending}
      title="Complete Appointment"
      description={
        vehicle
          ? `Mark the visit of the ${vehicle.year} ${vehicle.make} ${vehicle.model} as completed.`
          : 'Mark this visit as completed.'
      }
      onSubmit={submit}
      submitLabel="Complete"
      contentClassName="sm:max-w-md"
      formClassName="grid gap-4"
    >
      {vehicle ? (
        <FormField label="Odometer at service" description="Optional: the miles on the vehicle today." error={error}>
          <Input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            value={miles}
            onChange={(e) => {
              setMiles(e.target.value);
              setError(undefined);
            }}
          />
        </FormField>
      ) : null}
    </FormDialog>
  );
}
