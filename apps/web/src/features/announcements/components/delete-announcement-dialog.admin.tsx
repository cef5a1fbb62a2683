import type { Announcement } from '@drivecare/contract/announcements';
import { toast } from '@/lib/toast';

import { ConfirmDialog } from '@/components/confirm-dialog';

import { useDeleteAnnouncement } from '../api/announcement-mutations';

export function DeleteAnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: Announcement | null;
  onClose: () => void;
}) {
  const remove = useDeleteAnnouncement();
  const confirm = () => {
    if (!announcement) return;
    remove.mutate(announcement.id, {
      onSuccess: () => {
        toast.success('Announcement deleted');
        onClose();
      },
      onError: () => toast.error('Failed to delete announcement'),
    });
  };

  return (
    <ConfirmDialog
      open={announcement !== null}
      onClose={onClose}
      title="Delete this announcement?"
      description={`“${announcement?.title ?? ''}” will be removed for everyone. This cannot be undone.`}
      pending={remove.isPending}
      onConfirm={confirm}
    />
  );
}
