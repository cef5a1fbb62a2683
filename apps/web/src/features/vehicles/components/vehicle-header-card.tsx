import type { VehicleCare } from '@drivecare/contract/vehicle-care';
import { CarIcon, PencilIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDateShort } from '@/lib/format';

const miles = (n: number) => `${n.toLocaleString('en-US')} mi`;

/** 'year make model', colour, plate, VIN when known, the current odometer and 'Edit'. */
export function VehicleHeaderCard({ care, onEdit }: { care: VehicleCare; onEdit: () => void }) {
  const { vehicle, currentOdometer } = care;
  const facts: [string, string][] = [
    ['Color', vehicle.color ?? '—'],
    ['License Plate', vehicle.licensePlate ?? '—'],
    ...(vehicle.vin ? [['VIN', vehicle.vin] as [string, string]] : []),
    [
      'Odometer',
      currentOdometer
        ? `${miles(currentOdometer.miles)}${currentOdometer.date ? ` (${formatDateShort(currentOdometer.date)})` : ''}`
        : 'Not recorded',
    ],
  ];
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 items-start gap-4">
          <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
            <CarIcon className="size-6" aria-hidden="true" />
          </span>
          <div className="min-w-0 space-y-3">
            <h1 className="text-2xl font-bold tracking-tight text-foreground">
              {vehicle.year} {vehicle.make} {vehicle.model}
            </h1>
            <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
              {facts.map(([label, value]) => (
                <div key={label} className="flex min-w-0 gap-2">
                  <dt className="text-muted-foreground">{label}:</dt>
                  <dd className="min-w-0 font-medium break-all text-foreground">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
        <Button variant="outline" onClick={onEdit} className="self-start">
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </CardContent>
    </Card>
  );
}
