import { UserIcon } from 'lucide-react';

import { LoadErrorState } from '@/components/load-error-state';
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
    <LoadErrorState
      icon={UserIcon}
      title="Could not load profile information"
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
