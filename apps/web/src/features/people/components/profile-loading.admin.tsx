import { RefreshCwIcon, UserIcon } from 'lucide-react';

import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

export function ProfileSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading profile">
      <Skeleton className="h-32 w-full rounded-xl" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

export function ProfileLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <EmptyState
      icon={UserIcon}
      title="Could not load profile information"
      description="Check your connection and try again."
      action={
        <Button variant="outline" disabled={retrying} onClick={onRetry}>
          <RefreshCwIcon aria-hidden="true" />
          Try Again
        </Button>
      }
    />
  );
}
