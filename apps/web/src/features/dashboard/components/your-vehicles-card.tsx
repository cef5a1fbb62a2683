import type { Dashboard } from '@drivecare/contract/dashboard';
import { CarIcon } from 'lucide-react';

import { paths } from '@/config/paths';

import { DashboardListCard } from './dashboard-list-card';

/** 'Your Vehicles': up to 3 as 'year make model'. */
export function YourVehiclesCard({ vehicles }: { vehicles: Dashboard['vehicles'] }) {
  return (
    <DashboardListCard icon={CarIcon} title="Your Vehicles" viewAllTo={paths.member.garage} emptyText="No vehicles added yet">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id} className="flex items-center gap-3 px-4 py-3">
          <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
            <CarIcon className="size-4" aria-hidden="true" />
          </span>
          <span className="min-w-0 truncate font-medium text-foreground">
            {vehicle.year} {vehicle.make} {vehicle.model}
          </span>
        </li>
      ))}
    </DashboardListCard>
  );
}
