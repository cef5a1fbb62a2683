import { ArrowLeftIcon, LifeBuoyIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { LoadErrorState } from '@/components/load-error-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** A conversation page's frame, for members and staff: the way back, then loading, the error, or the thread. */
export function ThreadFrame({
  backTo,
  backLabel,
  query,
  children,
}: {
  backTo: string;
  backLabel: string;
  query: { isPending: boolean; isError: boolean; isRefetching: boolean; refetch: () => Promise<unknown> };
  children: () => ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link to={backTo}>
          <ArrowLeftIcon aria-hidden="true" /> {backLabel}
        </Link>
      </Button>
      {query.isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading conversation">
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-24 w-full rounded-xl" />
        </div>
      ) : query.isError ? (
        <LoadErrorState icon={LifeBuoyIcon} title="Failed to load conversation" retrying={query.isRefetching} onRetry={() => void query.refetch()} />
      ) : (
        children()
      )}
    </div>
  );
}
