import { useQuery } from '@tanstack/react-query';
import { CalendarCheckIcon, CalendarXIcon, CheckCircle2Icon, CrownIcon, TriangleAlertIcon, UsersIcon } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';

import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_NAME } from '@/config/product';

import { adminStatsQueries } from '../api/stats-queries.admin';

import { AppointmentsChart, preloadAppointmentsChart } from './appointments-chart.admin';
import { StatCard } from './stat-card.admin';

const LOAD_ERROR = 'Failed to load dashboard data';

export function DashboardScreen() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(adminStatsQueries.overview());

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  // The chart's code downloads alongside the numbers instead of after them; the figures never wait for it.
  useEffect(() => preloadAppointmentsChart(), []);

  return (
    <div className="space-y-6">
      <PageHeader title="Admin Dashboard" description={`Overview of the ${PRODUCT_NAME} system.`} />

      {isPending ? (
        <div aria-busy="true" aria-label="Loading dashboard" className="space-y-6">
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-32 rounded-xl" />
            ))}
          </div>
          <Skeleton className="h-80 rounded-xl" />
        </div>
      ) : isError ? (
        <LoadErrorState
          icon={TriangleAlertIcon}
          title={LOAD_ERROR}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              title="Total Users"
              value={data.users.total}
              icon={UsersIcon}
              tone="blue"
              detail={`${data.users.active.toLocaleString('en-US')} active / ${data.users.inactive.toLocaleString('en-US')} inactive`}
            />
            <StatCard
              title="Membership"
              value={data.membership.premium}
              icon={CrownIcon}
              tone="amber"
              detail={`${data.membership.premium.toLocaleString('en-US')} premium / ${data.membership.basic.toLocaleString('en-US')} free`}
            />
            <StatCard
              title="Upcoming"
              value={data.appointments.upcoming}
              icon={CalendarCheckIcon}
              tone="green"
              detail={`Scheduled appointments, ${data.appointments.rescheduled.toLocaleString('en-US')} rescheduled`}
            />
            <StatCard
              title="Cancelled"
              value={data.appointments.cancelled}
              icon={CalendarXIcon}
              tone="red"
              detail="Cancelled appointments"
            />
          </section>
          <AppointmentsChart perDay={data.perDay} />
        </>
      )}

      <p className="flex items-center gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
        <CheckCircle2Icon className="size-4 shrink-0" aria-hidden="true" />
        System running smoothly - no urgent alerts at this time
      </p>
    </div>
  );
}
