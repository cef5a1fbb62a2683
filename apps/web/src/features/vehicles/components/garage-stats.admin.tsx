import type { AdminGarageStats } from '@drivecare/contract/admin-garage';
import { CalendarIcon, CarIcon, TrophyIcon, UsersIcon, type LucideIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

function StatCard({
  label,
  value,
  hint,
  icon: Icon,
  tone,
}: {
  label: string;
  value: string | number | undefined;
  hint: string;
  icon: LucideIcon;
  tone: string;
}) {
  return (
    <Card className="gap-2 px-4 py-4 sm:px-5 sm:py-5">
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <div className={`hidden size-9 shrink-0 items-center justify-center rounded-full sm:flex ${tone}`}>
          <Icon className="size-4" aria-hidden="true" />
        </div>
      </div>
      {value === undefined ? (
        <Skeleton className="h-8 w-16" />
      ) : (
        // A figure, not a heading: as a bold <p> over the hint it reads like one (axe: p-as-heading).
        <div className="truncate text-2xl font-bold text-foreground">{value}</div>
      )}
      <p className="text-xs text-muted-foreground">{hint}</p>
    </Card>
  );
}

export function GarageStats({ stats }: { stats: AdminGarageStats | undefined }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard
        label="Total Vehicles"
        value={stats?.totalVehicles}
        hint="In every garage"
        icon={CarIcon}
        tone="bg-blue-100 text-blue-700"
      />
      <StatCard
        label="Vehicle Owners"
        value={stats?.vehicleOwners}
        hint="Members with a vehicle"
        icon={UsersIcon}
        tone="bg-green-100 text-green-700"
      />
      <StatCard
        label="Recent Models"
        value={stats?.recentModels}
        hint="From the last 2 years"
        icon={CalendarIcon}
        tone="bg-indigo-100 text-indigo-700"
      />
      <StatCard
        label="Top Make"
        value={stats ? (stats.topMake ?? '—') : undefined}
        hint="Most common make"
        icon={TrophyIcon}
        tone="bg-amber-100 text-amber-800"
      />
    </div>
  );
}
