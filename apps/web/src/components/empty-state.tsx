import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { Card, CardContent } from '@/components/ui/card';
import { cn } from '@/lib/cn';

/** A friendly card for "nothing here (yet)" states. */
export function EmptyState({
  icon: Icon,
  title,
  description,
  action,
  className,
}: {
  icon?: LucideIcon;
  title?: ReactNode;
  description: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <Card className={cn('border-dashed shadow-none', className)}>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        {Icon ? (
          <div className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary">
            <Icon className="size-6" aria-hidden="true" />
          </div>
        ) : null}
        {title ? <p className="text-base font-semibold text-foreground">{title}</p> : null}
        <p className="max-w-prose text-sm text-muted-foreground">{description}</p>
        {action}
      </CardContent>
    </Card>
  );
}
