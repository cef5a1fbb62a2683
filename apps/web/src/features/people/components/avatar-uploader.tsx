import { profileMessages, type Profile } from '@drivecare/contract/profile';
import { useRef } from 'react';

import { Card, CardContent } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/avatar';
import { ApiError } from '@/lib/api-client';
import { initials } from '@/lib/names';

import { useUploadAvatar } from '../api/profile-mutations';

import { AvatarFileInput, UploadAvatarButton } from './avatar-picker';

/** 'Upload failed: {message}' when the server said why, else the generic spec text. */
function uploadFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return profileMessages.mustSignIn;
  if (error instanceof ApiError && error.status > 0) return `Upload failed: ${error.message}`;
  return profileMessages.avatarFailed;
}

/** The member's picture (initials when there is none), their name and the 'Upload Avatar' button. */
export function AvatarUploader({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');

  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-5 text-center sm:flex-row sm:text-left">
        <UserAvatar
          src={profile.avatarUrl}
          initials={initials(profile)}
          alt={fullName ? `Avatar of ${fullName}` : 'Your avatar'}
          className="size-24 text-2xl ring-4 ring-blue-50 [&_[data-slot=avatar-fallback]]:text-2xl"
        />
        <div className="flex min-w-0 flex-1 flex-col items-center gap-3 sm:items-start">
          <div className="min-w-0 space-y-0.5">
            <div className="truncate text-xl font-semibold text-foreground">{fullName || 'Complete your profile'}</div>
            <p className="truncate text-sm text-muted-foreground">{profile.email}</p>
          </div>
          <AvatarFileInput inputRef={inputRef} upload={upload} failureText={uploadFailureText} />
          <div className="flex flex-col items-center gap-2 sm:items-start">
            <UploadAvatarButton pending={upload.isPending} onClick={() => inputRef.current?.click()} />
            {upload.isPending ? (
              <div
                role="progressbar"
                aria-label="Avatar upload progress"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={upload.progress}
                className="h-1.5 w-40 overflow-hidden rounded-full bg-slate-200"
              >
                <div className="h-full bg-primary transition-[width]" style={{ width: `${upload.progress}%` }} />
              </div>
            ) : (
              <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, less than 5MB.</p>
            )}
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
