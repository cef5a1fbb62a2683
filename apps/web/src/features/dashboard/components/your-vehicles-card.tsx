import type { Dashboard } from '@drivecare/contract/dashboard';
import { CarIcon, ChevronRightIcon } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import { DashboardListCard } from './dashboard-list-card';

/** 'Your Vehicles': up to 3 as 'year make model', each opening its vehicle page. */
export function YourVehiclesCard({ vehicles }: { vehicles: Dashboard['vehicles'] }) {
  return (
    <DashboardListCard icon={CarIcon} title="Your Vehicles" viewAllTo={paths.member.garage} emptyText="No vehicles added yet">
      {vehicles.map((vehicle) => (
        <li key={vehicle.id}>
          <Link to={paths.member.vehicle(vehicle.id)} className="flex items-center gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
              <CarIcon className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0 flex-1 truncate font-medium text-foreground">
              {vehicle.year} {vehicle.make} {vehicle.model}
            </span>
            <ChevronRightIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          </Link>
        </li>
      ))}
    </DashboardListCard>
  );
}
