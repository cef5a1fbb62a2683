import type { AdvancedAnalytics } from '@drivecare/contract/analytics';
import { DownloadIcon } from 'lucide-react';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/format';

import { analyticsExportUrl } from '../api/analytics-queries';
import { formatCents, formatMonth, formatPerMile } from './analytics-format';

/** recharts is loaded on demand (a chunk of its own) only when a Premium member's figures are shown. */
const loadCharts = () => import('./analytics-charts');
type ChartName = 'SpendingByMonthChart' | 'SpendingByVehicleChart' | 'CostPerMileChart' | 'ServicesByKindChart' | 'ForecastChart';
const chart = (name: ChartName) =>
  lazy(async () => ({
    default: (await loadCharts())[name] as ComponentType<{
      data: AdvancedAnalytics;
    }>,
  }));
const SpendingByMonthChart = chart('SpendingByMonthChart');
const SpendingByVehicleChart = chart('SpendingByVehicleChart');
const CostPerMileChart = chart('CostPerMileChart');
const ServicesByKindChart = chart('ServicesByKindChart');
const ForecastChart = chart('ForecastChart');

/** A chart card: its title, a one-line summary (also the figure's accessible name), the drawing and a table for screen readers. */
function ChartCard({
  title,
  summary,
  empty,
  children,
  table,
  className,
}: {
  title: string;
  summary: string;
  empty: string | null;
  children: ReactNode;
  table: { caption: string; head: string[]; rows: (string | number)[][] };
  className?: string;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle as="h3">{title}</CardTitle>
        <CardDescription>{summary}</CardDescription>
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="py-8 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <figure aria-label={`${title}: ${summary}`} className="h-64 w-full">
            <Suspense fallback={<Skeleton className="size-full rounded-lg" />}>{children}</Suspense>
          </figure>
        )}
        {/* A table box grows to its content whatever its width: the wrapper is what hides it (sr-only). */}
        <div className="sr-only">
          <table>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                {table.head.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((r, i) => (
                <tr key={i}>
                  {r.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  );
}

const sum = (xs: number[]) => xs.reduce((s, x) => s + x, 0);

/** Premium's 'Advanced analytics': five charts and 'Export CSV'. */
export function AdvancedAnalyticsSection({ data }: { data: AdvancedAnalytics }) {
  const label = (id: string | null) => data.vehicles.find((v) => v.id === id)?.label ?? '';
  const twelveMonths = sum(data.spendingByMonth.map((s) => s.cents));
  const hasSpending = data.spendingByVehicle.some((v) => v.cents !== 0);
  const perMile = data.costPerMile.filter((v) => v.centsPerMile !== null);
  const visits = sum(data.servicesByKind.map((k) => k.count));
  const topKind = data.servicesByKind[0];
  const dueCount = data.forecast.items.length;
  return (
    <section aria-labelledby="advanced-analytics-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="advanced-analytics-title" className="text-lg font-semibold text-foreground">
          Advanced analytics
        </h2>
        <Button variant="outline" asChild>
          <a href={analyticsExportUrl} download>
            <DownloadIcon aria-hidden="true" />
            Export CSV
          </a>
        </Button>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard
          className="lg:col-span-2"
          title="Spending per month"
          summary={`${formatCents(twelveMonths)} over the last 12 months (${formatMonth(data.months[0] ?? '')} - ${formatMonth(data.months[data.months.length - 1] ?? '')})`}
          empty={data.spendingByMonth.length ? null : 'No spending in the last 12 months'}
          table={{
            caption: 'Spending per month and vehicle',
            head: ['Month', 'Vehicle', 'Spent'],
            rows: data.spendingByMonth.map((s) => [formatMonth(s.month), label(s.vehicleId), formatCents(s.cents)]),
          }}
        >
          <SpendingByMonthChart data={data} />
        </ChartCard>
        <ChartCard
          title="Spending per vehicle"
          summary={`${formatCents(sum(data.spendingByVehicle.map((v) => v.cents)))} in total, all time`}
          empty={hasSpending ? null : 'No invoices yet'}
          table={{
            caption: 'Spending per vehicle',
            head: ['Vehicle', 'Spent'],
            rows: data.spendingByVehicle.map((v) => [v.label, formatCents(v.cents)]),
          }}
        >
          <SpendingByVehicleChart data={data} />
        </ChartCard>
        <ChartCard
          title="Cost per mile"
          summary="Invoice totals divided by the miles between the first and last odometer readings"
          empty={perMile.length ? null : 'Add two odometer readings to a vehicle to see its cost per mile'}
          table={{
            caption: 'Cost per mile per vehicle',
            head: ['Vehicle', 'Spent', 'Miles', 'Cost per mile'],
            rows: data.costPerMile.map((v) => [
              v.label,
              formatCents(v.cents),
              v.miles.toLocaleString('en-US'),
              v.centsPerMile === null ? 'Not enough readings' : formatPerMile(v.centsPerMile),
            ]),
          }}
        >
          <CostPerMileChart data={data} />
        </ChartCard>
        <ChartCard
          title="Services by kind"
          summary={topKind ? `${visits} services; most often ${topKind.name} (${topKind.count})` : 'No services yet'}
          empty={topKind ? null : 'No invoiced services yet'}
          table={{
            caption: 'Services by kind',
            head: ['Service', 'Times', 'Spent'],
            rows: data.servicesByKind.map((k) => [k.name, k.count, formatCents(k.cents)]),
          }}
        >
          <ServicesByKindChart data={data} />
        </ChartCard>
        <ChartCard
          title="Next 12 months"
          summary={`${dueCount} maintenance ${dueCount === 1 ? 'item' : 'items'} due, estimated ${formatCents(data.forecast.estimatedCents)} at catalogue prices`}
          empty={dueCount ? null : 'No maintenance due in the next 12 months'}
          table={{
            caption: 'Maintenance due in the next 12 months',
            head: ['Month', 'Items due', 'Estimated cost'],
            rows: data.forecast.months.map((m) => [formatMonth(m.month), m.items, formatCents(m.estimatedCents)]),
          }}
        >
          <ForecastChart data={data} />
        </ChartCard>
      </div>
      {dueCount ? (
        <Card>
          <CardHeader>
            <CardTitle as="h3">Due in the next 12 months</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="divide-y divide-border">
              {data.forecast.items.map((item, i) => (
                <li key={i} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="font-medium text-foreground">{item.serviceName}</span>
                    <span className="text-muted-foreground"> · {item.vehicleLabel}</span>
                  </span>
                  <span className="text-muted-foreground tabular-nums">
                    {formatDate(item.dueDate)} · {item.priceCents === null ? 'No catalogue price' : formatCents(item.priceCents)}
                  </span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      ) : null}
    </section>
  );
}
