import type { AppointmentListItem } from '@drivecare/contract/appointments';
import { CalendarIcon, CarIcon, ClockIcon, WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateNumeric, formatTime12h } from '@/lib/format';

import { ChangesByPhoneNotice } from './changes-by-phone';
import { StatusBadge } from './status-badge';

export const vehicleText = (v: { year: number; make: string; model: string } | null) =>
  v ? `${v.year} ${v.make} ${v.model}` : 'Unknown Vehicle';

const servicesText = (names: (string | null)[]) =>
  names.length === 0 ? 'No services listed' : names.map((n) => n ?? 'Unknown service').join(', ');

/** One appointment in the list; upcoming ones can be rescheduled or cancelled from here. */
export function AppointmentCard({
  appointment,
  actions,
  onCancel,
}: {
  appointment: AppointmentListItem;
  actions: 'all' | 'details';
  onCancel: (id: string) => void;
}) {
  const shop = appointment.shopName ?? 'Unknown Shop';
  const date = formatDateNumeric(appointment.appointmentDate, appointment.appointmentDate);
  const label = `${shop} on ${date}`;
  return (
    <Card className="gap-4 py-5" data-testid="appointment-card">
      <CardHeader className="flex-row items-start justify-between gap-3 px-5">
        <CardTitle as="h3" className="text-base">
          {shop}
        </CardTitle>
        <StatusBadge status={appointment.status} />
      </CardHeader>
      <CardContent className="grid gap-2 px-5 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <CarIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {vehicleText(appointment.vehicle)}
        </p>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="inline-flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {date}
          </span>
          <span className="inline-flex items-center gap-2">
            <ClockIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {formatTime12h(appointment.appointmentTime)}
          </span>
        </p>
        <p className="flex items-start gap-2">
          <WrenchIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span>{servicesText(appointment.serviceNames)}</span>
        </p>
      </CardContent>
      <CardFooter className="mt-auto flex-wrap px-5">
        <Button asChild variant="outline" size="sm">
          <Link to={paths.member.appointment(appointment.id)} aria-label={`View details of the appointment at ${label}`}>
            View Details
          </Link>
        </Button>
        {actions === 'all' && appointment.changesByPhone ? (
          <ChangesByPhoneNotice changes={appointment.changesByPhone} className="mt-2 w-full" />
        ) : actions === 'all' ? (
          <>
            <Button asChild variant="outline" size="sm">
              <Link to={paths.member.appointmentEdit(appointment.id)} aria-label={`Reschedule the appointment at ${label}`}>
                Reschedule
              </Link>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-red-50 hover:text-red-700"
              aria-label={`Cancel the appointment at ${label}`}
              onClick={() => onCancel(appointment.id)}
            >
              Cancel
            </Button>
          </>
        ) : null}
      </CardFooter>
    </Card>
  );
}
