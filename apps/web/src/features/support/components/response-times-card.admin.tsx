import { formatWait } from '@drivecare/contract/support';
import { useQuery } from '@tanstack/react-query';

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

import { supportQueries } from '../api/support-queries';

/** The back office dashboard's measure of 'Priority support': median first-response time per plan, last 30 days. */
export function ResponseTimesCard() {
  const { data, isPending, isError } = useQuery(supportQueries.responseTimes());
  const figure = (plan: 'premium' | 'basic', label: string) => {
    const p = data?.[plan];
    return (
      <div className="rounded-lg border p-4">
        <dt className="text-sm text-muted-foreground">{label}</dt>
        <dd className="mt-1 text-2xl font-bold text-foreground">{p?.medianMinutes == null ? '—' : formatWait(p.medianMinutes)}</dd>
        <dd className="text-xs text-muted-foreground">
          {p?.conversations ?? 0} {p?.conversations === 1 ? 'conversation' : 'conversations'}
        </dd>
      </div>
    );
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Support response time</CardTitle>
        <CardDescription>Median time to the first reply, last {data?.days ?? 30} days</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Skeleton className="h-20 w-full" />
        ) : isError ? (
          <p className="text-sm text-muted-foreground">Failed to load response times</p>
        ) : (
          <dl className="grid gap-3 sm:grid-cols-2">
            {figure('premium', 'Premium')}
            {figure('basic', 'Basic')}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
