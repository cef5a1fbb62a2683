import type { AdminGarageGroup } from '@drivecare/contract/admin-garage';
import { WarehouseIcon } from 'lucide-react';

import { UserAvatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { initials } from '@/lib/names';

import { titleVehicles, VehicleActions, type VehicleActionHandlers } from './vehicle-actions.admin';

const MAX_VEHICLES = 5;

/** 'By Garage': one card per owner's garage with its vehicles. */
export function GarageGroups({
  groups,
  ...handlers
}: VehicleActionHandlers & { groups: AdminGarageGroup[] }) {
  return (
    <ul aria-label="Garages" className="grid gap-4 lg:grid-cols-2">
      {groups.map((g) => (
        <li key={g.garageId}>
          <Card className="h-full gap-4 px-5 py-5">
            <div className="flex items-center gap-3">
              <UserAvatar
                initials={initials({
                  email: g.owner.email,
                  ...splitName(g.owner.name),
                })}
                className="size-10"
              />
              <div className="min-w-0 flex-1">
                <h3 className="truncate font-semibold text-foreground">{g.owner.name}</h3>
                <p className="truncate text-xs text-muted-foreground">{g.owner.email}</p>
              </div>
              <Badge variant={g.vehicles.length >= MAX_VEHICLES ? 'warning' : 'secondary'}>
                {g.vehicles.length} / {MAX_VEHICLES}
              </Badge>
            </div>
            <p className="flex items-center gap-1.5 text-xs font-medium tracking-wide text-slate-600 uppercase">
              <WarehouseIcon className="size-3.5" aria-hidden="true" />
              {g.garageName}
            </p>
            <ul className="divide-y divide-border rounded-lg border border-border">
              {titleVehicles(g.vehicles).map((v) => (
                <li key={v.id} className="flex items-center justify-between gap-2 py-1.5 pr-1.5 pl-3">
                  <div className="min-w-0 text-sm">
                    <p className="truncate font-medium text-foreground">{v.title}</p>
                    <p className="truncate text-xs text-muted-foreground">
                      {[v.color, v.licensePlate].filter(Boolean).join(' · ') || 'No color or plate'}
                    </p>
                  </div>
                  <VehicleActions vehicle={v} {...handlers} />
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The owner's display name is 'First Last' or the e-mail; initials need the parts. */
function splitName(name: string) {
  if (name.includes('@')) return {};
  const [firstName, ...rest] = name.split(' ');
  return { firstName, lastName: rest.join(' ') };
}
