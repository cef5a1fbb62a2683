import { bookNowSearch, type MaintenanceDueItem } from '@drivecare/contract/vehicle-care';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2Icon, WrenchIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { vehicleCareQueries } from '@/features/vehicles/api/vehicle-care-queries';
import { formatDateShort } from '@/lib/format';

/** The vehicle, this service and every other item due for it, and the shop of its last visit. */
function bookNow(item: MaintenanceDueItem, all: MaintenanceDueItem[]) {
  const others = all.filter((i) => i.vehicle.id === item.vehicle.id && i.serviceId !== item.serviceId).map((i) => i.serviceId);
  return `${paths.member.appointmentNew}${bookNowSearch({ vehicleId: item.vehicle.id, serviceIds: [item.serviceId, ...others], shopId: item.lastShopId })}`;
}

const dueText = (item: MaintenanceDueItem) =>
  [item.dueDate ? formatDateShort(item.dueDate) : null, item.dueMiles !== null ? `${item.dueMiles.toLocaleString('en-US')} mi` : null]
    .filter(Boolean)
    .join(' or ');

/** 'Maintenance Due': due-soon and overdue items across the member's vehicles, with 'Book now'; 'All caught up'. */
export function MaintenanceDueCard() {
  const due = useQuery(vehicleCareQueries.due());
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle id="dashboard-maintenance-due" className="flex items-center gap-2 text-base sm:text-lg">
          <WrenchIcon className="size-5 text-primary" aria-hidden="true" />
          Maintenance Due
        </CardTitle>
      </CardHeader>
      <CardContent>
        {due.isPending ? (
          <Skeleton className="h-24" aria-label="Loading maintenance" />
        ) : due.isError ? (
          <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-dashed border-border px-4 py-4 text-sm text-muted-foreground">
            We couldn't load what is due.
            <Button variant="outline" size="sm" disabled={due.isFetching} onClick={() => void due.refetch()}>
              Try Again
            </Button>
          </div>
        ) : due.data.length === 0 ? (
          <p className="flex items-center justify-center gap-2 rounded-lg border border-dashed border-border px-4 py-8 text-center text-sm text-muted-foreground">
            <CheckCircle2Icon className="size-4 text-green-700" aria-hidden="true" />
            All caught up
          </p>
        ) : (
          <ul aria-labelledby="dashboard-maintenance-due" className="divide-y divide-border rounded-lg border border-border">
            {due.data.map((item) => (
              <li key={`${item.vehicle.id}-${item.serviceId}`} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <div className="min-w-0 space-y-0.5">
                  <p className="flex flex-wrap items-center gap-2 font-medium text-foreground">
                    {item.serviceName}
                    <Badge variant={item.state === 'overdue' ? 'destructive' : 'warning'}>{item.state === 'overdue' ? 'Overdue' : 'Due soon'}</Badge>
                  </p>
                  <p className="truncate text-sm text-muted-foreground">
                    <Link to={paths.member.vehicle(item.vehicle.id)} className="hover:underline">
                      {item.vehicle.year} {item.vehicle.make} {item.vehicle.model}
                    </Link>
                    {dueText(item) ? ` · due ${dueText(item)}` : ''}
                  </p>
                </div>
                <Button asChild size="sm">
                  <Link to={bookNow(item, due.data)} aria-label={`Book now: ${item.serviceName} for the ${item.vehicle.year} ${item.vehicle.make} ${item.vehicle.model}`}>
                    Book now
                  </Link>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
