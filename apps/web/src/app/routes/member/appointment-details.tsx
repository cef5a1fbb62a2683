import { appointmentMessages as msg } from '@drivecare/contract/appointments';
import { useParams } from 'react-router';

import { paths } from '@/config/paths';
import { useAppointment } from '@/features/appointments/api/appointment-queries';
import { AppointmentDetailsView } from '@/features/appointments/components/appointment-details-view';
import { LoadError } from '@/features/appointments/components/appointment-load-error';
import { AppointmentNotFound } from '@/features/appointments/components/appointment-not-found';
import { BackLink } from '@/features/appointments/components/back-link';
import { DetailsSkeleton } from '@/features/appointments/components/details-skeleton';
import { isApiError } from '@/lib/api-client';

export default function AppointmentDetailsPage() {
  const { id = '' } = useParams();
  const appointment = useAppointment(id);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6">
      <BackLink to={paths.member.appointments}>Back to Appointments</BackLink>
      {appointment.isPending ? (
        <DetailsSkeleton />
      ) : appointment.isError ? (
        isApiError(appointment.error) && appointment.error.status === 404 ? (
          <AppointmentNotFound title={msg.notFound} text={msg.notFoundText} />
        ) : (
          <LoadError title={msg.detailsError} text={appointment.error.message} onRetry={() => void appointment.refetch()} />
        )
      ) : (
        <AppointmentDetailsView appointment={appointment.data} />
      )}
    </div>
  );
}
