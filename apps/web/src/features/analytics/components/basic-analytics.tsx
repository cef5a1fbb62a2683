import type { BasicAnalytics } from '@drivecare/contract/analytics';
import { CalendarCheckIcon, CarIcon, DollarSignIcon, WrenchIcon, type LucideIcon } from 'lucide-react';

import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

import { formatCents } from './analytics-format';

function Figure({ icon: Icon, label, value }: { icon: LucideIcon; label: string; value: string }) {
  return (
    <Card className="py-4">
      <CardContent className="flex items-center gap-3 px-4">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-50 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-xl font-semibold text-foreground tabular-nums">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

/** 'Basic dashboard analytics': this year's visits and spending, the garage and what is due, for every member. */
export function BasicAnalyticsSection({ figures }: { figures: BasicAnalytics | undefined }) {
  return (
    <section aria-labelledby="basic-analytics-title" className="space-y-3">
      <h2 id="basic-analytics-title" className="text-lg font-semibold text-foreground">
        Basic dashboard analytics
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures ? (
          <>
            <Figure icon={CalendarCheckIcon} label="Visits this year" value={figures.visitsThisYear.toLocaleString('en-US')} />
            <Figure icon={DollarSignIcon} label="Spent this year" value={formatCents(figures.spentThisYearCents)} />
            <Figure icon={CarIcon} label="Vehicles" value={figures.vehicles.toLocaleString('en-US')} />
            <Figure icon={WrenchIcon} label="Items due" value={figures.itemsDue.toLocaleString('en-US')} />
          </>
        ) : (
          Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-[74px] rounded-xl" />)
        )}
      </div>
    </section>
  );
}
