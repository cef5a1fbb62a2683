import type { CalendarFeedLink } from '@drivecare/contract/calendar-feeds';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { CalendarPlusIcon, CalendarXIcon, CopyIcon, ExternalLinkIcon, RotateCcwIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { LoadErrorState } from '@/components/load-error-state';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';

export interface CalendarFeedDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  link: UseQueryResult<CalendarFeedLink>;
  create: UseMutationResult<CalendarFeedLink, Error, void>;
  reset: UseMutationResult<CalendarFeedLink, Error, void>;
}

/**
 * A private calendar subscription: made on request, shown with Copy and 'Open in calendar app', and replaced
 * by 'Reset link' (after a confirmation: every calendar using the old link stops updating).
 */
export function CalendarFeedDialog({ open, onOpenChange, title, description, link, create, reset }: CalendarFeedDialogProps) {
  const [confirmingReset, setConfirmingReset] = useState(false);
  const inputId = useId();
  const url = link.data?.url ?? null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      (document.getElementById(inputId) as HTMLInputElement | null)?.select();
      toast.error('Could not copy the link', { description: 'It is selected: copy it with your keyboard.' });
    }
  };

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent className="sm:max-w-lg">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {link.isPending ? (
            <div className="space-y-3" aria-label="Loading the calendar link">
              <Skeleton className="h-4 w-32" />
              <Skeleton className="h-9 w-full" />
            </div>
          ) : link.isError ? (
            <LoadErrorState
              icon={CalendarXIcon}
              title="Could not load the calendar link"
              retrying={link.isFetching}
              onRetry={() => void link.refetch()}
            />
          ) : url ? (
            <div className="space-y-4">
              <div className="space-y-2">
                <Label htmlFor={inputId}>Your private calendar link</Label>
                <div className="flex gap-2">
                  <Input id={inputId} readOnly value={url} className="font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
                  <Button variant="outline" size="icon" aria-label="Copy link" onClick={() => void copy()}>
                    <CopyIcon aria-hidden="true" />
                  </Button>
                </div>
                <p className="text-sm text-muted-foreground">
                  Anyone with this link can see these appointments. Keep it private; reset it if it has been shared.
                </p>
              </div>
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
                <Button variant="outline" onClick={() => setConfirmingReset(true)} disabled={reset.isPending}>
                  <RotateCcwIcon aria-hidden="true" />
                  Reset link
                </Button>
                <Button asChild>
                  <a href={url}>
                    <ExternalLinkIcon aria-hidden="true" />
                    Open in calendar app
                  </a>
                </Button>
              </div>
            </div>
          ) : (
            <div className="space-y-3">
              <p className="text-sm text-muted-foreground">
                Get a private link your calendar app (Apple Calendar, Google Calendar, Outlook) subscribes to. It
                stays up to date as appointments are booked, moved or cancelled.
              </p>
              <Button
                onClick={() => create.mutate(undefined, { onError: (error) => toast.error('Could not create the link', { description: errorMessage(error) }) })}
                disabled={create.isPending}
              >
                {create.isPending ? <Spinner /> : <CalendarPlusIcon aria-hidden="true" />}
                {create.isPending ? 'Creating...' : 'Create link'}
              </Button>
            </div>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmingReset}
        onClose={() => setConfirmingReset(false)}
        title="Reset link"
        description="The current link stops working at once: calendars subscribed to it stop updating until they subscribe to the new link."
        confirmLabel="Reset link"
        pendingLabel="Resetting..."
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(undefined, {
            onSuccess: () => {
              toast.success('Calendar link reset');
              setConfirmingReset(false);
            },
            onError: (error) => toast.error('Could not reset the link', { description: errorMessage(error) }),
          })
        }
      />
    </>
  );
}
