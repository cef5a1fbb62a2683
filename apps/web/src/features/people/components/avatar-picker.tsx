import { AVATAR_MIME_TYPES, profileMessages } from '@drivecare/contract/profile';
import { UploadIcon } from 'lucide-react';
import type { ChangeEvent, RefObject } from 'react';
import { toast } from '@/lib/toast';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

import { avatarFileProblem } from '../api/avatar-file-check';

interface AvatarUpload {
  mutate: (file: File, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

interface AvatarFileInputProps {
  inputRef: RefObject<HTMLInputElement | null>;
  upload: AvatarUpload;
  /** What the toast says when the upload fails; members and staff word it differently. */
  failureText: (error: Error) => string;
}

/** The hidden file input behind 'Upload Avatar': checks the chosen file, then uploads it with a toast either way. */
export function AvatarFileInput({ inputRef, upload, failureText }: AvatarFileInputProps) {
  const onFileChosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so choosing the same file again fires another change.
    input.value = '';
    if (!file) return;
    const problem = await avatarFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(profileMessages.avatarUploaded),
      onError: (error) => toast.error(failureText(error)),
    });
  };

  return (
    <input
      ref={inputRef}
      type="file"
      accept={AVATAR_MIME_TYPES.join(',')}
      className="sr-only"
      tabIndex={-1}
      aria-label="Avatar image file"
      onChange={(event) => void onFileChosen(event)}
    />
  );
}

export function UploadAvatarButton({
  pending,
  size,
  onClick,
}: {
  pending: boolean;
  size?: 'sm';
  onClick: () => void;
}) {
  return (
    <Button variant="outline" size={size} disabled={pending} onClick={onClick}>
      {pending ? <Spinner /> : <UploadIcon aria-hidden="true" />}
      {pending ? 'Uploading...' : 'Upload Avatar'}
    </Button>
  );
}
