import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';

import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAppointments } from '@/features/appointments/api/appointment-queries';
import { AppointmentTabs } from '@/features/appointments/components/appointment-tabs';
import { MyWaitlist } from '@/features/appointments/components/my-waitlist';
import { SubscribeCalendarButton } from '@/features/appointments/components/subscribe-calendar-button';
import { EnablePushPrompt } from '@/features/notifications/components/enable-push-prompt';

export default function AppointmentsPage() {
  // Offered once the member has booked: that is when a notification has something to say.
  const booked = (useAppointments().data?.length ?? 0) > 0;
  return (
    <div className="space-y-6">
      <PageHeader
        title="My Appointments"
        description="View and manage your service appointments"
        actions={
          <>
            <SubscribeCalendarButton />
            <Button asChild>
            <Link to={paths.member.appointmentNew}>
              <PlusIcon aria-hidden="true" />
              Book Appointment
              </Link>
            </Button>
          </>
        }
      />
      {booked && <EnablePushPrompt />}
      <AppointmentTabs />
      <MyWaitlist />
    </div>
  );
}
