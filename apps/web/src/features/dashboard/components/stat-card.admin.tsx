import type { LucideIcon } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** One of the dashboard's four count cards: a title, the big number and a short breakdown. */
export function StatCard({
  title,
  value,
  detail,
  icon: Icon,
  tone,
}: {
  title: string;
  value: number;
  detail: ReactNode;
  icon: LucideIcon;
  tone: 'blue' | 'amber' | 'green' | 'red';
}) {
  const toneClass = {
    blue: 'bg-blue-50 text-blue-700',
    amber: 'bg-amber-50 text-amber-700',
    green: 'bg-green-50 text-green-700',
    red: 'bg-red-50 text-red-700',
  }[tone];
  const headingId = useId();
  return (
    <Card role="group" aria-labelledby={headingId}>
      <CardContent className="flex items-start justify-between gap-4">
        <div className="min-w-0 space-y-1">
          <h2 id={headingId} className="text-sm font-medium text-muted-foreground">{title}</h2>
          <div className="text-3xl font-bold tracking-tight text-foreground tabular-nums">{value.toLocaleString('en-US')}</div>
          <p className="text-sm text-muted-foreground">{detail}</p>
        </div>
        <div className={cn('flex size-11 shrink-0 items-center justify-center rounded-full', toneClass)}>
          <Icon className="size-5" aria-hidden="true" />
        </div>
      </CardContent>
    </Card>
  );
}
