import { zodResolver } from '@hookform/resolvers/zod';
import {
  adminAppointmentEditSchema,
  adminAppointmentMessages as msg,
  adminAppointmentStatuses,
  statusLabels,
  type AdminAppointmentDetails,
  type AdminAppointmentEditInput,
  type AdminAppointmentEditValues,
  type AdminAppointmentOptions,
} from '@drivecare/contract/admin-appointments';
import { TIME_SLOTS } from '@drivecare/contract/appointments';
import { withVehicleLabels } from '@drivecare/contract/vehicle-labels';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialogFooter } from '@/components/form-dialog-footer';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { FormSelect } from '@/components/form-select';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatTime12h } from '@/lib/format';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useEditAppointment } from '../api/appointment-mutations.admin';
import { adminAppointmentQueries } from '../api/appointment-queries.admin';

export function EditAppointmentDialog({
  appointmentId,
  onOpenChange,
}: {
  appointmentId: string | null;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={appointmentId !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Appointment</DialogTitle>
          <DialogDescription>Change the date, time, status, vehicle, shop, services or details.</DialogDescription>
        </DialogHeader>
        {appointmentId ? <EditLoader id={appointmentId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function EditLoader({ id, onDone }: { id: string; onDone: () => void }) {
  const details = useQuery(adminAppointmentQueries.details(id));
  const options = useQuery(adminAppointmentQueries.options(id));
  if (details.isError || options.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{msg.loadDataFailed}</AlertDescription>
      </Alert>
    );
  }
  if (!details.data || !options.data) {
    return (
      <div className="space-y-3" aria-label="Loading appointment">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  return <EditForm appointment={details.data} options={options.data} onDone={onDone} />;
}

function EditForm({
  appointment: a,
  options,
  onDone,
}: {
  appointment: AdminAppointmentDetails;
  options: AdminAppointmentOptions;
  onDone: () => void;
}) {
  const save = useEditAppointment();
  const [overrideAsk, setOverrideAsk] = useState<AdminAppointmentEditValues | null>(null);
  const form = useForm<AdminAppointmentEditInput, unknown, AdminAppointmentEditValues>({
    resolver: zodResolver(adminAppointmentEditSchema),
    defaultValues: {
      date: a.appointmentDate,
      time: a.appointmentTime,
      status: a.status === 'rescheduled' ? 'scheduled' : a.status,
      vehicleId: a.vehicle?.id ?? '',
      shopId: a.shop.id,
      serviceIds: a.services.map((s) => s.id),
      additionalDetails: a.additionalDetails ?? '',
    },
  });
  const { errors } = form.formState;
  // Inactive services already on the appointment stay listed so keeping them is possible.
  const serviceChoices = [
    ...options.services,
    ...a.services.filter((s) => !options.services.some((o) => o.id === s.id)),
  ];
  const timeChoices = (TIME_SLOTS as readonly string[]).includes(a.appointmentTime)
    ? TIME_SLOTS
    : [a.appointmentTime, ...TIME_SLOTS];

  const submit = (values: AdminAppointmentEditValues) =>
    untilSettled(save.mutateAsync(
      { id: a.id, input: values },
      {
        onSuccess: () => {
          toast.success(msg.updated);
          setOverrideAsk(null);
          onDone();
        },
        onError: (error) => {
          if (isApiError(error) && error.fields?.capacity && !values.overrideCapacity) {
            setOverrideAsk({ ...values, overrideCapacity: true });
            return;
          }
          setOverrideAsk(null);
          setServerFieldErrors(form.setError, error, Object.keys(values));
          toast.error(msg.updateFailed, { description: errorMessage(error) });
        },
      },
    ));
  const onSubmit = useSingleSubmit(form.handleSubmit(submit));

  return (
    <form className="grid gap-4" noValidate onSubmit={onSubmit}>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Date" error={errors.date?.message} required>
          <Input type="date" required {...form.register('date')} />
        </FormField>
        <FormSelect
          control={form.control}
          name="time"
          id="edit-time"
          label="Time"
          required
          placeholder="Select a time"
          options={timeChoices.map((t) => ({ value: t, label: formatTime12h(t) }))}
        />
        <FormSelect
          control={form.control}
          name="status"
          id="edit-status"
          label="Status"
          required
          options={adminAppointmentStatuses.map((s) => ({ value: s, label: statusLabels[s] }))}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={form.control}
          name="vehicleId"
          id="edit-vehicleId"
          label="Vehicle"
          required
          placeholder="Select a vehicle"
          options={withVehicleLabels(options.vehicles).map((v) => ({ value: v.id, label: v.label }))}
        />
        <FormSelect
          control={form.control}
          name="shopId"
          id="edit-shopId"
          label="Shop"
          required
          placeholder="Select a shop"
          options={options.shops
            .filter((s) => s.isActive || s.id === a.shop.id)
            .map((s) => ({ value: s.id, label: s.isActive ? s.name : `${s.name} (inactive)` }))}
        />
      </div>
      <Controller
        control={form.control}
        name="serviceIds"
        render={({ field }) => (
          <fieldset className="space-y-2" aria-describedby={errors.serviceIds ? 'edit-services-error' : undefined}>
            <legend className="text-sm font-medium">Services</legend>
            <div className="grid max-h-48 gap-2 overflow-y-auto rounded-lg border border-border p-3 sm:grid-cols-2">
              {serviceChoices.map((s) => {
                const id = `edit-service-${s.id}`;
                const checked = field.value.includes(s.id);
                return (
                  <div key={s.id} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      checked={checked}
                      onCheckedChange={(next) =>
                        field.onChange(next === true ? [...field.value, s.id] : field.value.filter((v) => v !== s.id))
                      }
                    />
                    <Label htmlFor={id} className="font-normal">
                      {s.name}
                    </Label>
                  </div>
                );
              })}
            </div>
            {errors.serviceIds ? (
              <p id="edit-services-error" className="text-sm text-destructive">
                {errors.serviceIds.message ?? errors.serviceIds.root?.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <FormField label="Additional details" error={errors.additionalDetails?.message}>
        <Textarea rows={3} {...form.register('additionalDetails')} />
      </FormField>
      <FormDialogFooter
        pending={save.isPending}
        onCancel={onDone}
        submitLabel="Save Changes"
      />
      <ConfirmDialog
        open={overrideAsk !== null}
        onClose={() => setOverrideAsk(null)}
        title="Time slot is full"
        description={`${msg.slotFull} Book it anyway, beyond the shop's capacity?`}
        confirmLabel="Save anyway"
        cancelLabel="Go back"
        pendingLabel="Saving..."
        pending={save.isPending}
        onConfirm={() => overrideAsk && submit(overrideAsk)}
      />
    </form>
  );
}
