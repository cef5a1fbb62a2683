import { supportMessages as msg } from '@drivecare/contract/support';
import { useQuery } from '@tanstack/react-query';
import { format } from 'date-fns';
import { LifeBuoyIcon } from 'lucide-react';
import { Link, useNavigate } from 'react-router';

import { EmptyState } from '@/components/empty-state';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';

import { supportQueries } from '../api/support-queries';
import { useLiveSupport } from '../hooks/use-live-support';

import { NewMessageCard } from './new-message-card';
import { SupportStatusBadge } from './support-status-badge';

/** /support: write to the club, and the member's conversations with their status and unread marks. */
export function SupportScreen() {
  useLiveSupport();
  const navigate = useNavigate();
  const list = useQuery(supportQueries.mine());

  return (
    <div className="space-y-6">
      <PageHeader title="Support" description="Questions about your car, an appointment or your membership? Write to us." />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <NewMessageCard onSent={(id) => void navigate(paths.member.supportConversation(id))} />
        <section aria-labelledby="conversations-heading" className="space-y-3">
          <h2 id="conversations-heading" className="text-lg font-semibold text-foreground">
            Conversations
          </h2>
          {list.isPending ? (
            <div className="space-y-2" aria-busy="true" aria-label="Loading conversations">
              <Skeleton className="h-16 w-full rounded-xl" />
              <Skeleton className="h-16 w-full rounded-xl" />
            </div>
          ) : list.isError ? (
            <LoadErrorState icon={LifeBuoyIcon} title="Failed to load conversations" retrying={list.isRefetching} onRetry={() => void list.refetch()} />
          ) : list.data.length === 0 ? (
            <EmptyState icon={LifeBuoyIcon} description={msg.empty} />
          ) : (
            <Card className="divide-y p-0">
              <ul className="divide-y">
                {list.data.map((c) => (
                  <li key={c.id}>
                    <Link
                      to={paths.member.supportConversation(c.id)}
                      className="flex items-center gap-3 px-4 py-3 outline-none hover:bg-muted/50 focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <span className="min-w-0 flex-1">
                        <span className={c.unread ? 'block truncate font-semibold text-foreground' : 'block truncate text-foreground'}>{c.subject}</span>
                        <span className="block text-xs text-muted-foreground">{format(new Date(c.lastMessageAt), 'MMM d, yyyy h:mm a')}</span>
                      </span>
                      {c.unread > 0 ? (
                        <span className="rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                          {c.unread} new<span className="sr-only"> {c.unread === 1 ? 'reply' : 'replies'}</span>
                        </span>
                      ) : null}
                      <SupportStatusBadge status={c.status} />
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          )}
        </section>
      </div>
    </div>
  );
}
