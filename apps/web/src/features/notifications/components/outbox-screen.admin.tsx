import { outboxMessages, type OutboxStatus } from '@drivecare/contract/outbox';
import { useQuery } from '@tanstack/react-query';
import { MailIcon, RefreshCwIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from '@/lib/toast';

import { EmptyState } from '@/components/empty-state';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';

import { adminOutboxQueries, useRetryMessage } from '../api/outbox-queries.admin';

import { OutboxCounts } from './outbox-counts.admin';
import { OutboxMessageItem } from './outbox-message-item.admin';

const LOAD_ERROR = 'Failed to load the outbox';
type Filter = OutboxStatus | 'all';
const filters: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'sending', label: 'Sending' },
  { value: 'sent', label: 'Sent' },
  { value: 'dead', label: 'Dead' },
];

export function OutboxScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const { data, isPending, isError, refetch, isRefetching } = useQuery(adminOutboxQueries.overview(filter));
  const retry = useRetryMessage();

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  const onRetry = (id: string) =>
    retry.mutate(id, {
      onSuccess: () => toast.success(outboxMessages.retried),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not retry the message'),
    });

  return (
    <div className="space-y-6">
      <PageHeader
        title="Outbox"
        description="Every e-mail the club sends: what is waiting, what went out, and what gave up."
        actions={
          <Button variant="outline" disabled={isRefetching} onClick={() => void refetch()}>
            <RefreshCwIcon aria-hidden="true" className={isRefetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        }
      />
      <p className="text-sm text-muted-foreground" data-testid="outbox-bodies-hidden">
        {outboxMessages.bodiesHidden}
      </p>

      {isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading the outbox">
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-20 rounded-xl" />
            ))}
          </div>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : isError ? (
        <LoadErrorState
          icon={MailIcon}
          title={LOAD_ERROR}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <OutboxCounts counts={data.counts} />
          <div role="group" aria-label="Show messages" className="flex flex-wrap gap-2">
            {filters.map((f) => (
              <Button
                key={f.value}
                size="sm"
                variant={filter === f.value ? 'default' : 'outline'}
                aria-pressed={filter === f.value}
                onClick={() => setFilter(f.value)}
              >
                {f.label}
              </Button>
            ))}
          </div>
          {data.messages.length === 0 ? (
            <EmptyState icon={MailIcon} description="No messages here." />
          ) : (
            <section aria-label="Messages" className="space-y-2">
              <p className="text-sm text-muted-foreground">Newest first, at most 50.</p>
              <ul className="space-y-3">
                {data.messages.map((message) => (
                  <OutboxMessageItem
                    key={message.id}
                    message={message}
                    retrying={retry.isPending && retry.variables === message.id}
                    onRetry={() => onRetry(message.id)}
                  />
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </div>
  );
}
