import type { DashboardStats } from '@drivecare/contract/users';
import { lazy, Suspense } from 'react';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateNumeric } from '@/lib/format';

type DayCount = DashboardStats['perDay'][number];

/**
 * recharts is as large as the rest of the admin screen together, so the bars are a chunk of their own:
 * the figures, this card's text and its table for screen readers render first, the drawing after.
 */
const loadBarChart = () => import('./appointments-bar-chart.admin');
const AppointmentsBarChart = lazy(loadBarChart);

/** Starts fetching the chart's code while the dashboard's numbers are still loading. */
export function preloadAppointmentsChart() {
  // A failed fetch is reported where it matters: when the lazy chart renders and retries the import.
  loadBarChart().catch(() => undefined);
}

/** Bars of booked (not cancelled) appointments for each of the next 14 days. */
export function AppointmentsChart({ perDay }: { perDay: DayCount[] }) {
  const total = perDay.reduce((sum, d) => sum + d.count, 0);
  const first = perDay[0]?.date;
  const last = perDay[perDay.length - 1]?.date;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Appointments per day</CardTitle>
        <CardDescription>
          Next 14 days{first && last ? ` (${formatDateNumeric(first)} - ${formatDateNumeric(last)})` : ''}:{' '}
          {total.toLocaleString('en-US')} booked
        </CardDescription>
      </CardHeader>
      <CardContent>
        <figure aria-label={`Appointments per day for the next 14 days, ${total} in total`} className="h-64 w-full">
          {/* The skeleton fills the figure's fixed h-64 box, so nothing moves when the bars arrive. */}
          <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>
            <AppointmentsBarChart perDay={perDay} />
          </Suspense>
        </figure>
        <table className="sr-only">
          <caption>Appointments per day</caption>
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Appointments</th>
            </tr>
          </thead>
          <tbody>
            {perDay.map((d) => (
              <tr key={d.date}>
                <td>{formatDateNumeric(d.date)}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}
