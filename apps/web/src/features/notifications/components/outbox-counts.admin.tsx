import type { OutboxStatus } from '@drivecare/contract/outbox';
import { CheckCircle2Icon, ClockIcon, SendIcon, SkullIcon, type LucideIcon } from 'lucide-react';

import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';

const tiles: {
  status: OutboxStatus;
  label: string;
  icon: LucideIcon;
  tone: string;
}[] = [
  {
    status: 'pending',
    label: 'Pending',
    icon: ClockIcon,
    tone: 'bg-amber-100 text-amber-900',
  },
  {
    status: 'sending',
    label: 'Sending',
    icon: SendIcon,
    tone: 'bg-blue-100 text-blue-800',
  },
  {
    status: 'sent',
    label: 'Sent',
    icon: CheckCircle2Icon,
    tone: 'bg-green-100 text-green-800',
  },
  {
    status: 'dead',
    label: 'Dead',
    icon: SkullIcon,
    tone: 'bg-red-100 text-red-800',
  },
];

/** One tile per delivery state; the numbers are the whole outbox, not the filtered list. */
export function OutboxCounts({ counts }: { counts: Record<OutboxStatus, number> }) {
  return (
    <ul aria-label="Messages by status" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {tiles.map(({ status, label, icon: Icon, tone }) => (
        <li key={status}>
          <Card className="flex flex-row items-center gap-3 p-4">
            <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', tone)}>
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="text-2xl font-bold tabular-nums" data-testid={`outbox-count-${status}`}>
                {counts[status].toLocaleString('en-US')}
              </p>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
