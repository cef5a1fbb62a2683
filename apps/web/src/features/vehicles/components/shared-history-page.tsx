import type { HandoverHistoryEntry, HandoverScheduleItem, SharedVehicleHistory } from '@drivecare/contract/vehicle-history';
import { useQuery } from '@tanstack/react-query';
import { FileTextIcon, LinkIcon, RefreshCwIcon } from 'lucide-react';

import { BrandMark } from '@/components/brand-logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_NAME } from '@/config/product';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

import { vehicleSharingQueries } from '../api/vehicle-sharing-queries';

const miles = (n: number | null) => (n === null ? null : `${n.toLocaleString('en-US')} mi`);
const money = (cents: number | null) => (cents === null ? null : `$${(cents / 100).toFixed(2)}`);
const stateVariant = (label: string) => (label === 'Overdue' ? 'destructive' : label === 'Due soon' ? 'warning' : 'success');

/** /h/{token}: a vehicle's history as its owner shared it, for anyone with the link, signed in or not. */
export function SharedHistoryPage({ token }: { token: string }) {
  const shared = useQuery(vehicleSharingQueries.shared(token));
  return (
    <div className="min-h-svh bg-slate-50">
      <header className="border-b bg-white">
        <div className="mx-auto flex max-w-4xl items-center gap-2 px-4 py-3">
          <BrandMark />
          <span className="font-semibold">{PRODUCT_NAME}</span>
          <span className="text-sm text-muted-foreground">· Shared service history</span>
        </div>
      </header>
      <main className="mx-auto max-w-4xl space-y-6 px-4 py-6">
        {shared.isPending ? <Loading /> : shared.isError ? <Unavailable error={shared.error} retrying={shared.isFetching} onRetry={() => void shared.refetch()} /> : <History data={shared.data} />}
      </main>
    </div>
  );
}

function Loading() {
  return (
    <div role="status" aria-label="Loading the shared history" className="space-y-4">
      <Skeleton className="h-9 w-72" />
      <Skeleton className="h-40 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function Unavailable({ error, retrying, onRetry }: { error: Error; retrying: boolean; onRetry: () => void }) {
  const answered = isApiError(error) && (error.status === 404 || error.status === 410);
  return (
    <Card className="mx-auto max-w-lg">
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <div className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">
          <LinkIcon aria-hidden="true" />
        </div>
        <h1 className="text-xl font-semibold">{!answered ? 'Could not load this history' : error.status === 410 ? 'This history is no longer shared' : 'This link does not work'}</h1>
        <p className="text-muted-foreground">{answered ? error.message : 'Check your connection and try again.'}</p>
        {answered ? (
          <p className="text-sm text-muted-foreground">Ask the vehicle's owner for a new link.</p>
        ) : (
          <Button variant="outline" onClick={onRetry} disabled={retrying}>
            <RefreshCwIcon aria-hidden="true" />
            Try Again
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

function History({ data }: { data: SharedVehicleHistory }) {
  const v = data.vehicle;
  const facts: [string, string | null][] = [
    ['Colour', v.color],
    ['Plate', v.licensePlate],
    ['VIN', v.vin],
    ['Odometer', data.odometer ? `${miles(data.odometer.miles)}${data.odometer.date ? ` on ${formatDate(data.odometer.date)}` : ''}` : null],
  ];
  return (
    <>
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
          {v.year} {v.make} {v.model}
        </h1>
        <p className="text-sm text-muted-foreground">Read-only copy shared by the owner · link works until {formatDate(data.expiresAt)}</p>
      </div>
      <Card>
        <CardContent className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <p className="text-xs font-medium text-muted-foreground uppercase">{label}</p>
              <p className="font-medium [overflow-wrap:anywhere]">{value ?? '—'}</p>
            </div>
          ))}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Maintenance Schedule</CardTitle>
        </CardHeader>
        <CardContent>
          {data.schedule.length === 0 ? <p className="text-muted-foreground">No service with an interval.</p> : <ScheduleList items={data.schedule} />}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Service History</CardTitle>
        </CardHeader>
        <CardContent>
          {data.history.length === 0 ? (
            <p className="text-muted-foreground">No service history yet</p>
          ) : (
            <ol className="divide-y">
              {data.history.map((entry, i) => (
                <HistoryItem key={`${entry.date}-${i}`} entry={entry} />
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
      <p className="pb-4 text-center text-xs text-muted-foreground">This link stops working on {formatDate(data.expiresAt)}, or sooner if the owner stops sharing.</p>
    </>
  );
}

function ScheduleList({ items }: { items: HandoverScheduleItem[] }) {
  return (
    <ul className="divide-y">
      {items.map((item) => {
        const due = [item.dueDate ? formatDate(item.dueDate) : null, miles(item.dueMiles)].filter(Boolean).join(' or ');
        const last = item.lastDone ? [formatDate(item.lastDone.date), miles(item.lastDone.miles)].filter(Boolean).join(' · ') : 'Never';
        return (
          <li key={item.serviceName} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium">{item.serviceName}</p>
              <p className="text-sm text-muted-foreground">
                Last done: {last}
                {due ? ` · Next due: ${due}` : ''}
              </p>
            </div>
            <Badge variant={stateVariant(item.stateLabel)}>{item.stateLabel}</Badge>
          </li>
        );
      })}
    </ul>
  );
}

function HistoryItem({ entry }: { entry: HandoverHistoryEntry }) {
  const work = [...entry.services, ...(entry.description ? [entry.description] : [])].join(', ');
  const details = [miles(entry.odometerMiles), money(entry.costCents)].filter(Boolean).join(' · ');
  return (
    <li className="space-y-1 py-3">
      <p className="font-medium">
        {formatDate(entry.date)} · {entry.shopName ?? 'Recorded by the owner'}
      </p>
      {work ? <p className="text-sm">{work}</p> : null}
      {details ? <p className="text-sm text-muted-foreground">{details}</p> : null}
      {entry.documentNames.length > 0 ? (
        <ul className="flex flex-wrap gap-2 pt-1" aria-label="Documents">
          {entry.documentNames.map((name) => (
            <li key={name} className="flex items-center gap-1 rounded-md border bg-white px-2 py-1 text-xs">
              <FileTextIcon className="size-3.5" aria-hidden="true" />
              {name}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
