import { waitlistMessages as msg } from '@drivecare/contract/waitlist';
import { CalendarIcon, CarIcon, HourglassIcon, StoreIcon, WrenchIcon } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { formatDateLong, formatTime12h } from '@/lib/format';
import { toast } from '@/lib/toast';

import { useClaimOffer, useEndWaitlistEntry, useWaitlistEntry } from '../api/waitlist-queries';
import { LoadError } from './appointment-load-error';
import { AppointmentNotFound } from './appointment-not-found';
import { vehicleText } from './appointment-card';
import { DetailsSkeleton } from './details-skeleton';
import { holdEnds } from './my-waitlist';

/** The offer mail's page: the slot held for the member, 'Claim this slot' or 'Decline'. */
export function WaitlistOffer({ id }: { id: string }) {
  const navigate = useNavigate();
  const entry = useWaitlistEntry(id);
  const claim = useClaimOffer();
  const end = useEndWaitlistEntry();
  const busy = claim.isPending || end.isPending;

  // One claim per press, however fast the presses come: the button's disabled state lags a render behind.
  const claiming = useRef(false);
  const onClaim = () => {
    if (claiming.current) return;
    claiming.current = true;
    claim.mutate(id, {
      onSuccess: (details) => {
        toast.success(msg.claimed);
        void navigate(paths.member.appointment(details.id), { replace: true });
      },
      onError: (error) => toast.error(error.message),
      onSettled: () => {
        claiming.current = false;
      },
    });
  };
  const onDecline = () =>
    end.mutate(
      { id, how: 'decline' },
      {
        onSuccess: () => {
          toast.success(msg.declined);
          void navigate(paths.member.appointments, { replace: true });
        },
        onError: (error) => toast.error(error.message),
      },
    );

  if (entry.isPending) return <DetailsSkeleton />;
  if (entry.isError) {
    return isApiError(entry.error) && entry.error.status === 404 ? (
      <AppointmentNotFound title={msg.entryNotFound} text={msg.offerNotFound} />
    ) : (
      <LoadError text={entry.error.message} onRetry={() => void entry.refetch()} />
    );
  }
  const e = entry.data;
  const open = e.status === 'offered' && e.offerExpiresAt !== null && new Date(e.offerExpiresAt) > new Date();

  return (
    <Card className="gap-5 py-6">
      <CardHeader className="px-6">
        <CardTitle as="h2" className="text-xl">
          {open ? msg.offerTitle : msg.statusWaiting}
        </CardTitle>
        <p className="text-sm text-muted-foreground">
          {open
            ? 'A place opened in a full time slot you are waiting for. Claim it to book it with the vehicle and services you chose.'
            : 'Nothing is offered to you for this slot right now. We will e-mail you when a place opens.'}
        </p>
      </CardHeader>
      <CardContent className="grid gap-3 px-6 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          <StoreIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {e.shopName}
        </p>
        <p className="flex items-center gap-2">
          <CalendarIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {formatDateLong(e.date, e.date)} at {formatTime12h(e.time)}
        </p>
        <p className="flex items-center gap-2">
          <CarIcon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {vehicleText(e.vehicle)}
        </p>
        <p className="flex items-start gap-2">
          <WrenchIcon className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
          {e.serviceNames.join(', ') || 'No services listed'}
        </p>
        {open && e.offerExpiresAt ? (
          <p className="flex items-center gap-2 rounded-md bg-green-50 p-3 font-medium text-green-900 dark:bg-green-950 dark:text-green-200" role="status">
            <HourglassIcon className="size-4 shrink-0" aria-hidden="true" />
            {msg.heldUntil(holdEnds(e.offerExpiresAt))}
          </p>
        ) : null}
      </CardContent>
      {open ? (
        <CardFooter className="flex-col-reverse gap-2 px-6 sm:flex-row sm:justify-end">
          <Button variant="outline" className="w-full sm:w-auto" disabled={busy} onClick={onDecline}>
            {end.isPending ? <Spinner /> : null}
            {msg.decline}
          </Button>
          <Button className="w-full sm:w-auto" disabled={busy} onClick={onClaim}>
            {claim.isPending ? <Spinner /> : null}
            {claim.isPending ? 'Booking...' : msg.claim}
          </Button>
        </CardFooter>
      ) : null}
    </Card>
  );
}
