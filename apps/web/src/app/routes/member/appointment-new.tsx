import { BackLink } from '@/features/appointments/components/back-link';
import { BookingForm } from '@/features/appointments/components/booking-form';
import { PageHeader } from '@/components/page-header';
import { paths } from '@/config/paths';

export default function NewAppointmentPage() {
  return (
    <div className="mx-auto w-full max-w-4xl space-y-6">
      <BackLink to={paths.member.appointments}>Back to Appointments</BackLink>
      <PageHeader title="Book Appointment" description="Schedule a service for your vehicle at one of our partner shops." />
      <BookingForm />
    </div>
  );
}
