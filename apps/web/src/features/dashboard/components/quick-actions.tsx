import { CalendarPlusIcon, CarIcon } from 'lucide-react';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

/** The two big buttons: 'Book Service' and 'Add Vehicle'. */
export function QuickActions() {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Link
        to={paths.member.appointmentNew}
        className="group flex items-center gap-4 rounded-xl bg-primary p-6 text-primary-foreground shadow-sm transition-colors outline-none hover:bg-blue-700 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <span className="flex size-12 items-center justify-center rounded-lg bg-white/15">
          <CalendarPlusIcon className="size-6" aria-hidden="true" />
        </span>
        <span className="text-lg font-semibold">Book Service</span>
      </Link>
      <Link
        to={paths.member.garage}
        className="group flex items-center gap-4 rounded-xl border border-border bg-card p-6 text-slate-900 shadow-sm transition-colors outline-none hover:border-blue-300 hover:bg-blue-50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <span className="flex size-12 items-center justify-center rounded-lg bg-blue-50 text-primary group-hover:bg-white">
          <CarIcon className="size-6" aria-hidden="true" />
        </span>
        <span className="text-lg font-semibold">Add Vehicle</span>
      </Link>
    </div>
  );
}
