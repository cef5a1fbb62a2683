import { appointmentMessages as msg } from '@drivecare/contract/appointments';
import { useParams } from 'react-router';

import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';
import { useAppointment } from '@/features/appointments/api/appointment-queries';
import { LoadError } from '@/features/appointments/components/appointment-load-error';
import { AppointmentNotFound } from '@/features/appointments/components/appointment-not-found';
import { BackLink } from '@/features/appointments/components/back-link';
import { ChangesByPhoneNotice } from '@/features/appointments/components/changes-by-phone';
import { DetailsSkeleton } from '@/features/appointments/components/details-skeleton';
import { RescheduleForm } from '@/features/appointments/components/reschedule-form';
import { isApiError } from '@/lib/api-client';

export default function RescheduleAppointmentPage() {
  const { id = '' } = useParams();
  const appointment = useAppointment(id);
  const missing =
    (appointment.isError && isApiError(appointment.error) && appointment.error.status === 404) ||
    (appointment.isSuccess && appointment.data.status !== 'scheduled');

  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <BackLink to={appointment.isSuccess ? paths.member.appointment(id) : paths.member.appointments}>
        {appointment.isSuccess ? 'Back to Appointment Details' : 'Back to Appointments'}
      </BackLink>
      {appointment.isPending ? (
        <DetailsSkeleton />
      ) : missing ? (
        <AppointmentNotFound title={msg.notFound} text={msg.notReschedulableText} />
      ) : appointment.isError ? (
        <LoadError title={msg.detailsError} text={appointment.error.message} onRetry={() => void appointment.refetch()} />
      ) : (
        <>
          <PageHeader title="Reschedule Appointment" description="Choose a new date and time for your appointment." />
          {appointment.data.changesByPhone ? (
            <ChangesByPhoneNotice changes={appointment.data.changesByPhone} />
          ) : (
            <RescheduleForm appointment={appointment.data} />
          )}
        </>
      )}
    </div>
  );
}
