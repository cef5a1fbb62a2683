import type { VehicleCare } from '@drivecare/contract/vehicle-care';
import { GaugeIcon } from 'lucide-react';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateShort } from '@/lib/format';

import { UpdateOdometerDialog } from './update-odometer-dialog';

const VISIBLE = 5;

/** 'Odometer': readings newest first with date and source, and 'Update Odometer'. */
export function OdometerCard({ care }: { care: VehicleCare }) {
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const shown = all ? care.readings : care.readings.slice(0, VISIBLE);
  return (
    <Card className="gap-4">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2" className="flex items-center gap-2 text-lg">
          <GaugeIcon className="size-5 text-primary" aria-hidden="true" />
          Odometer
        </CardTitle>
        <Button size="sm" onClick={() => setOpen(true)}>
          Update Odometer
        </Button>
      </CardHeader>
      <CardContent className="space-y-3">
        {care.estimatedMiles !== null && care.currentOdometer?.date && care.currentOdometer.date !== care.today ? (
          <p className="text-sm text-muted-foreground">
            About <span className="font-medium text-foreground">{care.estimatedMiles.toLocaleString('en-US')} mi</span> today, estimated
            from your average daily miles.
          </p>
        ) : null}
        {care.readings.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border px-4 py-6 text-center text-sm text-muted-foreground">
            No readings yet. Add one to keep the maintenance schedule on time.
          </p>
        ) : (
          <ul aria-label="Odometer readings" className="divide-y divide-border rounded-lg border border-border">
            {shown.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
                <span className="font-medium text-foreground tabular-nums">{r.miles.toLocaleString('en-US')} mi</span>
                <span className="flex items-center gap-2 text-muted-foreground">
                  {formatDateShort(r.readingDate)}
                  <Badge variant={r.source === 'shop' ? 'info' : 'secondary'}>{r.source === 'shop' ? 'Shop' : 'Member'}</Badge>
                </span>
              </li>
            ))}
          </ul>
        )}
        {care.readings.length > VISIBLE ? (
          <Button variant="ghost" size="sm" onClick={() => setAll((v) => !v)}>
            {all ? 'Show fewer' : `Show all ${care.readings.length} readings`}
          </Button>
        ) : null}
      </CardContent>
      <UpdateOdometerDialog vehicleId={care.vehicle.id} today={care.today} open={open} onOpenChange={setOpen} />
    </Card>
  );
}
