import type { LucideIcon } from 'lucide-react';
import { RefreshCwIcon } from 'lucide-react';
import type { ReactNode } from 'react';

import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';

/** The card a screen shows in place of data it could not load, with Try Again (disabled while retrying). */
export function LoadErrorState({
  icon,
  title,
  description = 'Check your connection and try again.',
  retrying = false,
  onRetry,
  className,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description?: ReactNode;
  retrying?: boolean;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <EmptyState
      className={className}
      icon={icon}
      title={title}
      description={description}
      action={
        <Button variant="outline" disabled={retrying} onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" />
          Try Again
        </Button>
      }
    />
  );
}
