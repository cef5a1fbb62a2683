import type { Dashboard } from '@drivecare/contract/dashboard';
import { CalendarIcon, ClockIcon, WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { formatTime12h, parseDate } from '@/lib/format';

import { DashboardListCard } from './dashboard-list-card';

/** 'yyyy-MM-dd' as the spec's en-US numeric date, e.g. '3/5/2026'. */
const numericDate = (day: string) => parseDate(day)?.toLocaleDateString('en-US') ?? day;

/** 'Upcoming Appointments': up to 3 with shop, date, 12-hour time and 'Details'. */
export function UpcomingAppointmentsCard({ appointments }: { appointments: Dashboard['upcomingAppointments'] }) {
  return (
    <DashboardListCard
      icon={CalendarIcon}
      title="Upcoming Appointments"
      viewAllTo={paths.member.appointments}
      emptyText="No upcoming appointments"
    >
      {appointments.map((appointment) => (
        <li key={appointment.id} className="flex items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0 space-y-1">
            <p className="flex items-center gap-2 truncate font-medium text-foreground">
              <WrenchIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
              <span className="truncate">{appointment.shopName}</span>
            </p>
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
              <span className="inline-flex items-center gap-1">
                <CalendarIcon className="size-3.5" aria-hidden="true" />
                {numericDate(appointment.appointmentDate)}
              </span>
              <span className="inline-flex items-center gap-1">
                <ClockIcon className="size-3.5" aria-hidden="true" />
                {formatTime12h(appointment.appointmentTime)}
              </span>
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link
              to={paths.member.appointment(appointment.id)}
              aria-label={`Details of the appointment at ${appointment.shopName} on ${numericDate(appointment.appointmentDate)}`}
            >
              Details
            </Link>
          </Button>
        </li>
      ))}
    </DashboardListCard>
  );
}
