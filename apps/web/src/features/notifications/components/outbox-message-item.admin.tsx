import type { OutboxMessage, OutboxStatus } from '@drivecare/contract/outbox';
import { RotateCcwIcon } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDateTime } from '@/lib/format';

const badge: Record<OutboxStatus, { label: string; variant: 'warning' | 'info' | 'success' | 'destructive' }> = {
  pending: { label: 'Pending', variant: 'warning' },
  sending: { label: 'Sending', variant: 'info' },
  sent: { label: 'Sent', variant: 'success' },
  dead: { label: 'Dead', variant: 'destructive' },
};

export function OutboxMessageItem({
  message,
  onRetry,
  retrying,
}: {
  message: OutboxMessage;
  onRetry: () => void;
  retrying: boolean;
}) {
  const { label, variant } = badge[message.status];
  const subjectId = `outbox-subject-${message.id}`;
  return (
    <li
      aria-labelledby={subjectId}
      className="flex flex-col gap-3 rounded-xl border border-border bg-card p-4 shadow-sm sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={variant}>{label}</Badge>
          <p id={subjectId} className="font-semibold break-words text-foreground">
            {message.subject}
          </p>
        </div>
        <p className="text-sm break-all text-muted-foreground">To {message.to}</p>
        <p className="text-sm text-muted-foreground">
          Queued {formatDateTime(message.createdAt)}
          {message.sentAt ? ` · Sent ${formatDateTime(message.sentAt)}` : null}
          {` · ${message.attempts} ${message.attempts === 1 ? 'attempt' : 'attempts'}`}
          {message.status === 'pending' && message.attempts > 0
            ? ` · Next try ${formatDateTime(message.nextAttemptAt)}`
            : null}
        </p>
        {message.lastError && message.status !== 'sent' ? (
          <p className="text-sm break-words text-red-700">Last error: {message.lastError}</p>
        ) : null}
      </div>
      {message.status === 'dead' ? (
        <Button variant="outline" className="shrink-0" disabled={retrying} onClick={onRetry}>
          <RotateCcwIcon aria-hidden="true" />
          {retrying ? 'Retrying...' : 'Retry'}
        </Button>
      ) : null}
    </li>
  );
}
