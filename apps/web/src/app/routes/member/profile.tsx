import { AlertCircleIcon } from 'lucide-react';

import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { NotificationPreferences } from '@/features/notifications/components/notification-preferences';
import { useProfile } from '@/features/people/api/profile-queries';
import { AvatarUploader } from '@/features/people/components/avatar-uploader';
import { ProfileForm } from '@/features/people/components/profile-form';
import { ProfileSkeleton } from '@/features/people/components/profile-skeleton';
import { errorMessage } from '@/lib/api-client';

export default function ProfilePage() {
  const profile = useProfile();

  return (
    <div className="space-y-6">
      <PageHeader title="Profile" description="Your personal details, address, account and notifications." />
      {profile.isPending ? (
        <ProfileSkeleton />
      ) : profile.isError ? (
        <EmptyState
          icon={AlertCircleIcon}
          title="We couldn't load your profile"
          description={errorMessage(profile.error)}
          action={<Button onClick={() => void profile.refetch()}>Try Again</Button>}
        />
      ) : (
        <>
          <AvatarUploader profile={profile.data} />
          <ProfileForm profile={profile.data} />
          <NotificationPreferences />
        </>
      )}
    </div>
  );
}
