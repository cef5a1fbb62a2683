import { AVATAR_MIME_TYPES, profileMessages, type Profile } from '@drivecare/contract/profile';
import { UploadIcon } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { toast } from 'sonner';

import { UserAvatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { displayName, initials } from '@/lib/names';

import { avatarFileProblem } from '../api/avatar-file-check';
import { useUploadOwnAvatar } from '../api/profile-mutations.admin';

/** The administrator's picture (initials when none) with 'Upload Avatar'. */
export function AvatarCard({ profile }: { profile: Profile }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadOwnAvatar();
  const name = displayName(profile, 'admin');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const problem = await avatarFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(profileMessages.avatarUploaded),
      onError: (error) =>
        toast.error(error instanceof ApiError && error.status === 413 ? profileMessages.tooLarge : profileMessages.avatarFailed),
    });
  };

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
          <input
            ref={inputRef}
            type="file"
            accept={AVATAR_MIME_TYPES.join(',')}
            className="sr-only"
            tabIndex={-1}
            aria-label="Avatar image file"
            onChange={(event) => void onFile(event)}
          />
          <Button variant="outline" size="sm" disabled={upload.isPending} onClick={() => inputRef.current?.click()}>
            {upload.isPending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
            {upload.isPending ? 'Uploading...' : 'Upload Avatar'}
          </Button>
          <p className="text-xs text-muted-foreground">PNG, JPEG, WebP or GIF, less than 5MB.</p>
        </div>
      </CardContent>
    </Card>
  );
}
