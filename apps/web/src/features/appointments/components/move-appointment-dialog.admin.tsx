import { zodResolver } from '@hookform/resolvers/zod';
import {
  calendarMessages as cal,
  moveAppointmentSchema,
  type CalendarBooking,
  type MoveAppointmentValues,
} from '@drivecare/contract/admin-calendar';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/lib/toast';

import { FormDialog } from '@/components/form-dialog';
import { FormSelect } from '@/components/form-select';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-client';
import { formatDateLong, formatTime12h } from '@/lib/format';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useMoveAppointment } from '../api/appointment-mutations.admin';
import { calendarQueries } from '../api/calendar-queries.admin';

export interface MoveTarget {
  booking: CalendarBooking;
  date: string;
}

/** The keyboard way to move a booking: a day, then one of that day's free slots at the same shop. */
export function MoveAppointmentDialog({
  target,
  shopId,
  onOpenChange,
}: {
  target: MoveTarget | null;
  shopId: string;
  onOpenChange: (open: boolean) => void;
}) {
  const move = useMoveAppointment();
  const form = useForm<MoveAppointmentValues>({
    resolver: zodResolver(moveAppointmentSchema),
    defaultValues: { date: '', time: '' },
  });
  const { reset } = form;
  useEffect(() => {
    if (target) reset({ date: target.date, time: '' });
  }, [target, reset]);

  const date = useWatch({ control: form.control, name: 'date' });
  const validDay = /^\d{4}-\d{2}-\d{2}$/.test(date);
  const day = useQuery({ ...calendarQueries.view({ shopId, date, view: 'day' }), enabled: target !== null && validDay });
  const slots = day.data?.days[0]?.slots.filter((s) => s.bookable && !(date === target?.date && s.time === target.booking.time)) ?? [];
  const options = slots.map((s) => ({ value: s.time, label: `${formatTime12h(s.time)} · ${cal.use(s.taken, s.capacity)}` }));

  const onSubmit = form.handleSubmit((values) => {
    if (!target) return;
    move.mutate(
      { id: target.booking.id, ...values },
      {
        onSuccess: () => {
          toast.success(cal.moved, { description: `${formatDateLong(values.date)} at ${formatTime12h(values.time)}` });
          onOpenChange(false);
        },
        onError: (error) => {
          if (setServerFieldErrors(form.setError, error, ['date', 'time'])) return;
          if (isApiError(error) && error.status === 409) form.setError('time', { message: error.message });
          else toast.error(cal.moveFailed, { description: errorMessage(error) });
        },
      },
    );
  });

  return (
    <FormDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      pending={move.isPending}
      title={cal.moveTitle}
      description={target ? `${target.booking.customerName}, ${formatDateLong(target.date)} at ${formatTime12h(target.booking.time)}. ${cal.moveDescription}` : cal.moveDescription}
      onSubmit={(event) => void onSubmit(event)}
      submitLabel={move.isPending ? cal.moving : cal.moveSubmit}
      formClassName="grid gap-4"
    >
      <FormField label="Date" required error={form.formState.errors.date?.message}>
        <Input type="date" required {...form.register('date', { onChange: () => form.setValue('time', '') })} />
      </FormField>
      {validDay && !day.isPending && options.length === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          {day.data?.days[0]?.closed ? `${cal.closed} · ${day.data.days[0].closed.reason}` : cal.noFreeSlot}
        </p>
      ) : null}
      <FormSelect
        control={form.control}
        name="time"
        label="Time"
        required
        placeholder={day.isFetching ? 'Loading slots...' : 'Select a time'}
        options={options}
        disabled={!validDay || options.length === 0}
      />
    </FormDialog>
  );
}
