import type { MaintenanceItem, VehicleCare } from '@drivecare/contract/vehicle-care';
import { CalendarClockIcon, SlidersHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateShort } from '@/lib/format';

import { bookNowHref } from './book-now';
import { IntervalDialog } from './interval-dialog';
import { MaintenanceStateBadge } from './maintenance-state-badge';

const mi = (n: number) => `${n.toLocaleString('en-US')} mi`;

function intervalText(item: MaintenanceItem) {
  if (item.state === 'off') return 'Reminders off for this vehicle';
  const parts = [item.intervalMonths ? `${item.intervalMonths} months` : null, item.intervalMiles ? mi(item.intervalMiles) : null].filter(Boolean);
  return `Every ${parts.join(' or ')}${item.custom ? ' (your setting)' : ''}`;
}

function ScheduleItem({ item, care, onSettings }: { item: MaintenanceItem; care: VehicleCare; onSettings: () => void }) {
  const due = [item.dueDate ? formatDateShort(item.dueDate) : null, item.dueMiles !== null ? mi(item.dueMiles) : null].filter(Boolean).join(' or ');
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-semibold text-foreground">{item.serviceName}</p>
          <MaintenanceStateBadge state={item.state} />
        </div>
        <p className="text-sm text-muted-foreground">{intervalText(item)}</p>
        <dl className="grid gap-x-5 gap-y-0.5 text-sm sm:flex sm:flex-wrap">
          <div className="flex gap-1">
            <dt className="text-muted-foreground">Last done:</dt>
            <dd className="font-medium text-foreground">
              {item.lastDone
                ? `${formatDateShort(item.lastDone.date)}${item.lastDone.miles !== null ? ` at ${mi(item.lastDone.miles)}` : ''}`
                : 'Never'}
            </dd>
          </div>
          {item.state !== 'off' ? (
            <div className="flex gap-1">
              <dt className="text-muted-foreground">Next due:</dt>
              <dd className="font-medium text-foreground">{due || '—'}</dd>
            </div>
          ) : null}
        </dl>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onSettings} aria-label={`Interval settings for ${item.serviceName}`}>
          <SlidersHorizontalIcon aria-hidden="true" />
          Interval
        </Button>
        {item.state !== 'off' ? (
          <Button asChild size="sm" variant={item.state === 'ok' ? 'outline' : 'default'}>
            <Link
              to={bookNowHref({ vehicleId: care.vehicle.id, serviceId: item.serviceId, schedule: care.schedule, shopId: care.lastShop?.id ?? null })}
              aria-label={`Book now: ${item.serviceName}`}
            >
              Book now
            </Link>
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** 'Maintenance Schedule': each service with an interval, its last and next time, its state, settings and 'Book now'. */
export function MaintenanceScheduleCard({ care }: { care: VehicleCare }) {
  const [editing, setEditing] = useState<MaintenanceItem | null>(null);
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <CalendarClockIcon className="size-5 text-primary" aria-hidden="true" />
          Maintenance Schedule
        </CardTitle>
      </CardHeader>
      <CardContent>
        {care.schedule.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
            No service in the catalogue has an interval yet.
          </p>
        ) : (
          <ul aria-label="Maintenance schedule" className="divide-y divide-border rounded-lg border border-border">
            {care.schedule.map((item) => (
              <ScheduleItem key={item.serviceId} item={item} care={care} onSettings={() => setEditing(item)} />
            ))}
          </ul>
        )}
      </CardContent>
      {editing ? <IntervalDialog vehicleId={care.vehicle.id} item={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}
