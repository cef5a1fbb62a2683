import { waitlistMessages as msg, type WaitlistEntry } from '@drivecare/contract/waitlist';
import { CalendarIcon, ClockIcon, HourglassIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDateNumeric, formatTime12h } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useEndWaitlistEntry, useMyWaitlist } from '../api/waitlist-queries';
import { LoadError } from './appointment-load-error';
import { vehicleText } from './appointment-card';

/** Hours and minutes of a hold's end, in the member's own clock. */
export const holdEnds = (iso: string) => new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** 'My Waitlist' on the appointments page: the full slots the member waits for, any offer first, each with 'Leave'. */
export function MyWaitlist() {
  const waitlist = useMyWaitlist();
  const end = useEndWaitlistEntry();
  const [leaving, setLeaving] = useState<WaitlistEntry | null>(null);

  const confirmLeave = () => {
    if (!leaving) return;
    end.mutate(
      { id: leaving.id, how: 'leave' },
      {
        onSuccess: () => {
          toast.success(msg.left);
          setLeaving(null);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  };

  return (
    <section aria-labelledby="my-waitlist-title" className="space-y-3">
      <h2 id="my-waitlist-title" className="text-lg font-semibold text-foreground">
        {msg.myWaitlist}
      </h2>
      {waitlist.isPending ? (
        <Skeleton className="h-24" />
      ) : waitlist.isError ? (
        <LoadError text={waitlist.error.message} onRetry={() => void waitlist.refetch()} />
      ) : waitlist.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">{msg.empty}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {[...waitlist.data]
            .sort((a, b) => Number(b.status === 'offered') - Number(a.status === 'offered'))
            .map((entry) => (
              <li key={entry.id}>
                <WaitlistCard entry={entry} onLeave={() => setLeaving(entry)} />
              </li>
            ))}
        </ul>
      )}
      <ConfirmDialog
        open={leaving !== null}
        onClose={() => setLeaving(null)}
        className="max-w-md"
        title="Leave the waitlist?"
        description={
          leaving
            ? `You will no longer be told when a place opens at ${leaving.shopName} on ${formatDateNumeric(leaving.date, leaving.date)} at ${formatTime12h(leaving.time)}.`
            : ''
        }
        cancelLabel="Stay on it"
        confirmLabel={msg.leave}
        pendingLabel="Leaving..."
        variant="destructive"
        spinner
        pending={end.isPending}
        onConfirm={confirmLeave}
      />
    </section>
  );
}

function WaitlistCard({ entry, onLeave }: { entry: WaitlistEntry; onLeave: () => void }) {
  const offered = entry.status === 'offered';
  const when = `${formatDateNumeric(entry.date, entry.date)} at ${formatTime12h(entry.time)}`;
  return (
    <Card className="h-full gap-3 py-4" data-testid="waitlist-entry">
      <CardHeader className="flex-row items-start justify-between gap-3 px-5">
        <CardTitle as="h3" className="text-base">
          {entry.shopName}
        </CardTitle>
        <Badge variant={offered ? 'success' : 'warning'}>{offered ? msg.statusOffered : msg.statusWaiting}</Badge>
      </CardHeader>
      <CardContent className="grid gap-2 px-5 text-sm text-slate-700">
        <p className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <span className="inline-flex items-center gap-2">
            <CalendarIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {formatDateNumeric(entry.date, entry.date)}
          </span>
          <span className="inline-flex items-center gap-2">
            <ClockIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
            {formatTime12h(entry.time)}
          </span>
        </p>
        <p className="text-muted-foreground">
          {vehicleText(entry.vehicle)} · {entry.serviceNames.join(', ') || 'No services listed'}
        </p>
        {offered && entry.offerExpiresAt ? (
          <p className="flex items-center gap-2 font-medium text-green-800 dark:text-green-300">
            <HourglassIcon className="size-4 shrink-0" aria-hidden="true" />
            {msg.heldUntil(holdEnds(entry.offerExpiresAt))}
          </p>
        ) : null}
        <div className="mt-1 flex flex-wrap gap-2">
          {offered ? (
            <Button asChild size="sm">
              <Link to={paths.member.waitlistOffer(entry.id)}>{msg.claim}</Link>
            </Button>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-red-50 hover:text-red-700"
            aria-label={`${msg.leave} the waitlist for ${entry.shopName} on ${when}`}
            onClick={onLeave}
          >
            {msg.leave}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
