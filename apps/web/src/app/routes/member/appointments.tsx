import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';

import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { AppointmentTabs } from '@/features/appointments/components/appointment-tabs';
import { SubscribeCalendarButton } from '@/features/appointments/components/subscribe-calendar-button';

export default function AppointmentsPage() {
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
      <AppointmentTabs />
    </div>
  );
}
