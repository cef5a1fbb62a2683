import { profileMessages, type Profile } from '@drivecare/contract/profile';
import { useRef } from 'react';

import { UserAvatar } from '@/components/ui/avatar';
import { Card, CardContent } from '@/components/ui/card';
import { ApiError } from '@/lib/api-client';
import { displayName, initials } from '@/lib/names';

import { useUploadOwnAvatar } from '../api/profile-mutations.admin';

import { AvatarFileInput, UploadAvatarButton } from './avatar-picker';

/** The administrator's picture (initials when none) with 'Upload Avatar'. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadOwnAvatar();
  const name = displayName(profile, 'admin');

  const failureText = (error: Error) =>
    error instanceof ApiError && error.status === 413 ? profileMessages.tooLarge : profileMessages.avatarFailed;

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <UserAvatar
          src={profile.avatarUrl}
          initials={initials(profile, 'admin')}
          alt={`Avatar of ${name}`}
          className="size-20 ring-4 ring-blue-50 [&_[data-slot=avatar-fallback]]:text-xl"
        />
        <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
          <div className="min-w-0">
            <div className="truncate text-lg font-semibold text-foreground">{name}</div>
            <p className="truncate text-sm text-muted-foreground">{profile.email}</p>
          </div>
          <AvatarFileInput inputRef={inputRef} upload={upload} failureText={failureText} />
          <UploadAvatarButton pending={upload.isPending} size="sm" onClick={() => inputRef.current?.click()} />
          <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, less than 5MB.</p>
        </div>
      </CardContent>
    </Card>
  );
}
