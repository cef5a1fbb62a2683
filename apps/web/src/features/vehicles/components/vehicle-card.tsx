import type { Vehicle } from '@drivecare/contract/vehicles';
import { CarIcon, ChevronRightIcon, GaugeIcon, PaletteIcon, PencilIcon, RectangleHorizontalIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';

/** One vehicle: year and make, model, colour and plate when present, Edit and Remove. */
export function VehicleCard({
  vehicle,
  onEdit,
  onRemove,
}: {
  vehicle: Vehicle;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const name = `${vehicle.year} ${vehicle.make} ${vehicle.model}`;
  return (
    <li>
      <Card className="h-full gap-4">
        <CardHeader className="flex-row items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
            <CarIcon className="size-5" aria-hidden="true" />
          </span>
          <div className="min-w-0">
            <CardTitle as="h3" className="truncate">
              {/* The card opens the vehicle page: history, schedule and odometer. */}
              <Link to={paths.member.vehicle(vehicle.id)} className="hover:underline focus-visible:underline">
                {vehicle.year} {vehicle.make}
              </Link>
            </CardTitle>
            <p className="truncate text-muted-foreground">{vehicle.model}</p>
          </div>
        </CardHeader>
        <CardContent className="flex-1">
          <dl className="grid gap-1.5 text-sm">
            {vehicle.color ? (
              <div className="flex items-center gap-2">
                <PaletteIcon className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="text-muted-foreground">Color:</dt>
                <dd className="truncate font-medium text-foreground">{vehicle.color}</dd>
              </div>
            ) : null}
            {vehicle.licensePlate ? (
              <div className="flex items-center gap-2">
                <RectangleHorizontalIcon className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="text-muted-foreground">License Plate:</dt>
                <dd className="truncate font-medium text-foreground">{vehicle.licensePlate}</dd>
              </div>
            ) : null}
            {vehicle.odometerMiles !== null ? (
              <div className="flex items-center gap-2">
                <GaugeIcon className="size-4 text-slate-500" aria-hidden="true" />
                <dt className="text-muted-foreground">Odometer:</dt>
                <dd className="truncate font-medium text-foreground">{vehicle.odometerMiles.toLocaleString('en-US')} mi</dd>
              </div>
            ) : null}
          </dl>
        </CardContent>
        <CardFooter className="flex-wrap gap-2 border-t border-border pt-4">
          <Button asChild size="sm" className="w-full">
            <Link to={paths.member.vehicle(vehicle.id)} aria-label={`Open ${name}`}>
              Service History &amp; Schedule
              <ChevronRightIcon aria-hidden="true" />
            </Link>
          </Button>
          <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={`Edit ${name}`}>
            <PencilIcon aria-hidden="true" />
            Edit
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1 text-red-700 hover:bg-red-50 hover:text-red-800"
            onClick={onRemove}
            aria-label={`Remove ${name}`}
          >
            <Trash2Icon aria-hidden="true" />
            Remove
          </Button>
        </CardFooter>
      </Card>
    </li>
  );
}
