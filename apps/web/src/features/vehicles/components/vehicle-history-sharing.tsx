import { vehicleHistoryMessages as msg, vehicleHistoryPdfUrl } from '@drivecare/contract/vehicle-history';
import { useQuery } from '@tanstack/react-query';
import { CopyIcon, DownloadIcon, FileOutputIcon, Share2Icon } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';

import { useShareHistory, useStopSharing } from '../api/vehicle-sharing-mutations';
import { vehicleSharingQueries } from '../api/vehicle-sharing-queries';

/** The vehicle page's hand-over: 'Download History (PDF)', and a read-only link for 30 days ('Share History' / 'Stop Sharing'). */
export function VehicleHistorySharing({ vehicleId }: { vehicleId: string }) {
  const state = useQuery(vehicleSharingQueries.state(vehicleId));
  const share = useShareHistory(vehicleId);
  const stop = useStopSharing(vehicleId);
  const [confirmStop, setConfirmStop] = useState(false);
  const titleId = useId();
  const link = state.data?.link ?? null;
  const url = link ? `${window.location.origin}${link.path}` : '';

  const startSharing = () =>
    share.mutate(undefined, {
      onSuccess: () => toast.success(msg.shared),
      onError: (error) => toast.error(errorMessage(error)),
    });
  const stopSharing = () =>
    stop.mutate(undefined, {
      onSuccess: () => {
        toast.success(msg.sharingStopped);
        setConfirmStop(false);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });
  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => toast.success(msg.copied),
      () => toast.error('Copy the link from the box instead'),
    );

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="flex items-center gap-2 text-lg">
          <FileOutputIcon className="size-5 text-primary" aria-hidden="true" />
          History to hand over
        </CardTitle>
        <CardDescription>A PDF of this vehicle's schedule and history, or a read-only link that works for 30 days. Your name and contact details are never included.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild variant="outline">
            <a href={vehicleHistoryPdfUrl(vehicleId)} download>
              <DownloadIcon aria-hidden="true" />
              {msg.download}
            </a>
          </Button>
          {state.isPending ? (
            <Skeleton className="h-10 w-36" />
          ) : link ? (
            <Button variant="outline" className="text-destructive" onClick={() => setConfirmStop(true)}>
              {msg.stopSharing}
            </Button>
          ) : (
            <Button onClick={startSharing} disabled={share.isPending || state.isError}>
              <Share2Icon aria-hidden="true" />
              {share.isPending ? 'Sharing...' : msg.share}
            </Button>
          )}
        </div>
        {state.isError ? <p className="text-sm text-destructive">Could not load the sharing state: {errorMessage(state.error)}</p> : null}
        {link ? (
          <div className="space-y-2">
            <label htmlFor={`share-link-${vehicleId}`} className="text-sm font-medium">
              Share link
            </label>
            <div className="flex gap-2">
              <Input id={`share-link-${vehicleId}`} readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
              <Button variant="outline" size="icon" onClick={copy} aria-label="Copy link">
                <CopyIcon aria-hidden="true" />
              </Button>
            </div>
            <p className="text-sm text-muted-foreground">Anyone with this link can see the history until {formatDate(link.expiresAt)}.</p>
          </div>
        ) : null}
      </CardContent>
      <ConfirmDialog
        open={confirmStop}
        onClose={() => setConfirmStop(false)}
        className="max-w-md"
        title="Stop sharing?"
        description="The link stops working at once for everyone who has it. You can share again later with a new link."
        cancelLabel="Keep Sharing"
        confirmLabel={msg.stopSharing}
        pendingLabel="Stopping..."
        variant="destructive"
        spinner
        pending={stop.isPending}
        onConfirm={stopSharing}
      />
    </Card>
  );
}
