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
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatTime12h } from '@/lib/format';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';

import { useEditAppointment } from '../api/appointment-mutations.admin';
import { adminAppointmentQueries } from '../api/appointment-queries.admin';

import { ConfirmDialog } from './confirm-dialog.admin';

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

/** Label, Radix select and error text; the trigger carries the id the label points at. */
function SelectField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {label}{' '}
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      </Label>
      {children}
      {error ? <p className="text-sm text-destructive">{error}</p> : null}
    </div>
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
          if (isApiError(error) && error.fields) {
            for (const [field, message] of Object.entries(error.fields)) {
              if (field in values)
                form.setError(field as keyof AdminAppointmentEditInput, {
                  message,
                });
            }
          }
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
        <Controller
          control={form.control}
          name="time"
          render={({ field }) => (
            <SelectField id="edit-time" label="Time" error={errors.time?.message}>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="edit-time" aria-invalid={errors.time ? true : undefined}>
                  <SelectValue placeholder="Select a time" />
                </SelectTrigger>
                <SelectContent>
                  {timeChoices.map((t) => (
                    <SelectItem key={t} value={t}>
                      {formatTime12h(t)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </SelectField>
          )}
        />
        <Controller
          control={form.control}
          name="status"
          render={({ field }) => (
            <SelectField id="edit-status" label="Status" error={errors.status?.message}>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="edit-status" aria-invalid={errors.status ? true : undefined}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {adminAppointmentStatuses.map((s) => (
                    <SelectItem key={s} value={s}>
                      {statusLabels[s]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </SelectField>
          )}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="vehicleId"
          render={({ field }) => (
            <SelectField id="edit-vehicleId" label="Vehicle" error={errors.vehicleId?.message}>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="edit-vehicleId" aria-invalid={errors.vehicleId ? true : undefined}>
                  <SelectValue placeholder="Select a vehicle" />
                </SelectTrigger>
                <SelectContent>
                  {withVehicleLabels(options.vehicles).map((v) => (
                    <SelectItem key={v.id} value={v.id}>
                      {v.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </SelectField>
          )}
        />
        <Controller
          control={form.control}
          name="shopId"
          render={({ field }) => (
            <SelectField id="edit-shopId" label="Shop" error={errors.shopId?.message}>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="edit-shopId" aria-invalid={errors.shopId ? true : undefined}>
                  <SelectValue placeholder="Select a shop" />
                </SelectTrigger>
                <SelectContent>
                  {options.shops
                    .filter((s) => s.isActive || s.id === a.shop.id)
                    .map((s) => (
                      <SelectItem key={s.id} value={s.id}>
                        {s.name}
                        {s.isActive ? '' : ' (inactive)'}
                      </SelectItem>
                    ))}
                </SelectContent>
              </Select>
            </SelectField>
          )}
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
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={overrideAsk !== null}
        onOpenChange={(open) => !open && setOverrideAsk(null)}
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
