import {
  appointmentMessages as msg,
  rescheduleSchema,
  type AppointmentDetails,
  type RescheduleInput,
  type RescheduleValues,
} from '@drivecare/contract/appointments';
import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarClockIcon, StoreIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatDateLong, formatTime12h } from '@/lib/format';
import { untilSettled, useSingleSubmit } from '@/lib/use-single-submit';
import { setServerFieldErrors } from '@/lib/form-errors';

import { useRescheduleAppointment } from '../api/appointment-mutations';
import { ScheduleFields, scheduleChangeHandlers } from './schedule-fields';

/** 'New Schedule': another day and time at the same shop; the status stays scheduled. */
export function RescheduleForm({ appointment }: { appointment: AppointmentDetails }) {
  const navigate = useNavigate();
  const reschedule = useRescheduleAppointment(appointment.id);
  const form = useForm<RescheduleInput, unknown, RescheduleValues>({
    resolver: zodResolver(rescheduleSchema),
    defaultValues: { date: '', time: '', additionalDetails: appointment.additionalDetails ?? '' },
  });
  const { errors } = form.formState;
  const [date, time] = useWatch({ control: form.control, name: ['date', 'time'] });

  const onSubmit = (values: RescheduleValues) =>
    untilSettled(
      reschedule.mutateAsync(values, {
        onSuccess: () => {
          toast.success(msg.rescheduled);
          // The spent form leaves history: Back from the details must not offer it again.
          void navigate(paths.member.appointment(appointment.id), { replace: true });
        },
        onError: (error) => {
          setServerFieldErrors(form.setError, error, ['date', 'time', 'additionalDetails']);
          if (error instanceof ApiError && error.status === 409) {
            form.setValue('time', '');
            form.setError('time', { message: error.message });
            toast.error(error.message);
          } else if (error instanceof ApiError && error.status === 404) {
            toast.error(msg.notReschedulable);
            void navigate(paths.member.appointments, { replace: true });
          } else {
            toast.error(error instanceof ApiError && error.status !== 0 ? error.message : msg.rescheduleError);
          }
        },
      }),
    );
  const submit = useSingleSubmit(form.handleSubmit(onSubmit));

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" />
            New Schedule
          </CardTitle>
          <CardDescription className="flex flex-wrap items-center gap-x-2">
            <StoreIcon className="size-4" aria-hidden="true" />
            <span>{appointment.shop.name}</span>
            <span aria-hidden="true">·</span>
            <span>
              Currently {formatDateLong(appointment.appointmentDate)} at {formatTime12h(appointment.appointmentTime)}
            </span>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ScheduleFields
            shopId={appointment.shop.id}
            exclude={appointment.id}
            date={date}
            time={time}
            {...scheduleChangeHandlers(form.setValue, form.formState.isSubmitted)}
            dateError={errors.date?.message}
            timeError={errors.time?.message}
            disabled={reschedule.isPending}
          />
          <FormField label="Additional Details" error={errors.additionalDetails?.message}>
            <Textarea rows={3} disabled={reschedule.isPending} {...form.register('additionalDetails')} />
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={paths.member.appointment(appointment.id)}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={reschedule.isPending}>
              {reschedule.isPending ? <Spinner /> : null}
              {reschedule.isPending ? 'Updating...' : 'Reschedule Appointment'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </form>
  );
}
