import type { AdminAppointmentListItem } from '@drivecare/contract/admin-appointments';
import { CalendarIcon, CarIcon, ClockIcon, PaperclipIcon, StoreIcon, WrenchIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { formatDateNumeric, formatTime12h } from '@/lib/format';

import { AppointmentActionsMenu, type AppointmentAction } from './appointment-actions-menu.admin';
import { StatusBadge } from './status-badge.admin';

export const vehicleLabel = (v: AdminAppointmentListItem['vehicle']) =>
  v ? `${v.year} ${v.make} ${v.model}${v.licensePlate ? ` · ${v.licensePlate}` : ''}` : 'Vehicle removed';

export function AppointmentCard({
  appointment: a,
  onAction,
}: {
  appointment: AdminAppointmentListItem;
  onAction: (action: AppointmentAction) => void;
}) {
  const files = a.fileCount === 1 ? '1 file' : `${a.fileCount} files`;
  return (
    <Card
      className="gap-0 py-0"
      data-testid="admin-appointment-card"
      aria-label={`Appointment of ${a.customer.name}`}
      role="group"
    >
      <CardContent className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate font-semibold text-foreground">{a.customer.name}</p>
            <p className="truncate text-sm text-muted-foreground">{a.customer.email}</p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            <Badge variant="outline" aria-label={files}>
              <PaperclipIcon aria-hidden="true" />
              {a.fileCount}
            </Badge>
            <StatusBadge status={a.status} />
            <AppointmentActionsMenu appointment={a} label={a.customer.name} onAction={onAction} />
          </div>
        </div>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Fact icon={CalendarIcon} label="Date" value={formatDateNumeric(a.appointmentDate)} />
          <Fact icon={ClockIcon} label="Time" value={formatTime12h(a.appointmentTime)} />
          <Fact icon={StoreIcon} label="Shop" value={a.shop.name} />
          <Fact icon={CarIcon} label="Vehicle" value={vehicleLabel(a.vehicle)} />
        </dl>
        <div className="flex flex-wrap items-center gap-1.5 text-sm">
          <WrenchIcon className="size-4 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">Services:</span>
          {a.serviceNames.length > 0 ? (
            a.serviceNames.map((name) => (
              <Badge key={name} variant="secondary">
                {name}
              </Badge>
            ))
          ) : (
            <span className="text-muted-foreground">No services</span>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Fact({ icon: Icon, label, value }: { icon: typeof CalendarIcon; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <dt className="sr-only">{label}</dt>
      <dd className="truncate text-foreground">{value}</dd>
    </div>
  );
}
