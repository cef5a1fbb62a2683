import { formatWait, supportMessages as msg, supportStatusLabels, supportStatuses, type SupportInboxItem, type SupportStatus } from '@drivecare/contract/support';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InboxIcon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { EmptyState } from '@/components/empty-state';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

import { supportQueries } from '../api/support-queries';
import { useLiveSupport } from '../hooks/use-live-support';
import { useNow } from '../hooks/use-now';


function InboxRow({ item, now }: { item: SupportInboxItem; now: number }) {
  return (
    <li>
      <Link
        to={paths.admin.supportConversation(item.id)}
        className="flex flex-col gap-1 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-center sm:gap-3"
      >
        <span className="flex min-w-0 flex-1 items-center gap-2">
          {item.unread ? <span className="size-2 shrink-0 rounded-full bg-primary" aria-label="Unread" role="img" /> : null}
          <span className="min-w-0">
            <span className={item.unread ? 'block truncate font-semibold text-foreground' : 'block truncate text-foreground'}>{item.subject}</span>
            <span className="block truncate text-xs text-muted-foreground">
              {item.memberName} · {item.memberEmail}
              {item.assignedToName ? ` · Assigned to ${item.assignedToName}` : ''}
            </span>
          </span>
        </span>
        <span className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          {item.priority ? <Badge variant="warning">{msg.priority}</Badge> : null}
          {item.waitingSince ? <span>Waiting {formatWait((now - new Date(item.waitingSince).getTime()) / 60_000)}</span> : <Badge variant="secondary">{supportStatusLabels[item.status]}</Badge>}
        </span>
      </Link>
    </li>
  );
}

/** /admin/support: Premium conversations first, marked 'Priority', then the one waiting longest; 50 a page. */
export function SupportInboxScreen() {
  useLiveSupport();
  const now = useNow();
  const [status, setStatus] = useState<SupportStatus>('open');
  const [page, setPage] = useState(1);
  const inbox = useQuery({ ...supportQueries.inbox(status, page), placeholderData: keepPreviousData });

  return (
    <div className="space-y-6">
      <PageHeader title="Support" description="Members' messages: Premium first, then the longest waiting." />
      <div role="group" aria-label="Conversation status" className="flex flex-wrap gap-2">
        {supportStatuses.map((s) => (
          <Button
            key={s}
            size="sm"
            variant={s === status ? 'default' : 'outline'}
            aria-pressed={s === status}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
          >
            {supportStatusLabels[s]}
          </Button>
        ))}
      </div>
      {inbox.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading conversations">
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-16 w-full rounded-xl" />
          <Skeleton className="h-16 w-full rounded-xl" />
        </div>
      ) : inbox.isError ? (
        <LoadErrorState icon={InboxIcon} title="Failed to load conversations" retrying={inbox.isRefetching} onRetry={() => void inbox.refetch()} />
      ) : inbox.data.items.length === 0 ? (
        <EmptyState icon={InboxIcon} description={status === 'open' ? msg.inboxEmpty : msg.empty} />
      ) : (
        <>
          <Card className="p-0">
            <ul className="divide-y" aria-label={`${supportStatusLabels[status]} conversations`}>
              {inbox.data.items.map((item) => (
                <InboxRow key={item.id} item={item} now={now} />
              ))}
            </ul>
          </Card>
          {page > 1 || inbox.data.hasMore ? (
            <nav aria-label="Inbox pages" className="flex items-center justify-end gap-2">
              <Button variant="outline" size="sm" disabled={page <= 1 || inbox.isFetching} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">Page {page}</span>
              <Button variant="outline" size="sm" disabled={!inbox.data.hasMore || inbox.isFetching} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
}
