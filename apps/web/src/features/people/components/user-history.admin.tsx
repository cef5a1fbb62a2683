import { useQuery } from '@tanstack/react-query';

import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';

import { adminUserQueries } from '../api/user-queries.admin';

const ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  edit: 'Edited',
  ban: 'Banned',
  unban: 'Unbanned',
  activate: 'Activated',
  deactivate: 'Deactivated',
  delete: 'Deleted',
  role_change: 'Role changed',
};

/** The last admin actions on this person (audit log), newest first. */
export function UserHistory({ userId }: { userId: string }) {
  const { data, isPending, isError } = useQuery(adminUserQueries.history(userId));
  if (isPending) return <Skeleton className="h-16 w-full" aria-label="Loading history" />;
  if (isError) return <p className="text-sm text-destructive">Could not load the history.</p>;
  if (data.length === 0) return <p className="text-sm text-muted-foreground">No admin actions recorded yet.</p>;
  return (
    <ol className="space-y-1.5 text-sm" aria-label="Admin actions on this account">
      {data.map((entry) => (
        <li key={entry.id} className="flex flex-wrap gap-x-2 text-muted-foreground">
          <span className="font-medium text-foreground">{ACTION_LABELS[entry.action] ?? entry.action}</span>
          <span>by {entry.actorEmail ?? 'a removed admin'}</span>
          <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
        </li>
      ))}
    </ol>
  );
}
