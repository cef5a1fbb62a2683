import type { Announcement } from '@drivecare/contract/announcements';
import { useQuery } from '@tanstack/react-query';
import { MegaphoneIcon } from 'lucide-react';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';

import { AddButton } from '@/components/add-button';
import { EmptyState } from '@/components/empty-state';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useEditDialogs } from '@/lib/use-edit-dialogs';

import { announcementQueries } from '../api/announcement-queries';

import { AnnouncementFormDialog } from './announcement-form-dialog.admin';
import { AnnouncementItem } from './announcement-item.admin';
import { CurrentAnnouncementCard } from './current-announcement-card.admin';
import { DeleteAnnouncementDialog } from './delete-announcement-dialog.admin';

const LOAD_ERROR = 'Failed to load announcement';

export function AnnouncementsScreen() {
  const { data, isPending, isError, refetch, isRefetching } = useQuery(announcementQueries.adminList());
  const { formOpen, setFormOpen, editing, openCreate, openEdit, deleting, setDeleting, closeDelete } =
    useEditDialogs<Announcement>();

  useEffect(() => {
    if (isError) toast.error(LOAD_ERROR);
  }, [isError]);

  // The list comes newest first, so the first active one is the current one.
  const current = data?.find((a) => a.isActive);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Announcements"
        description="Publish news for members. The newest active announcement is shown on every page."
        actions={
          <AddButton onClick={openCreate}>New Announcement</AddButton>
        }
      />

      {isPending ? (
        <div className="space-y-4" aria-busy="true" aria-label="Loading announcements">
          <Skeleton className="h-24 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
          <Skeleton className="h-32 w-full rounded-xl" />
        </div>
      ) : isError ? (
        <LoadErrorState
          icon={MegaphoneIcon}
          title={LOAD_ERROR}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : (
        <>
          <CurrentAnnouncementCard announcement={current} />
          {data.length === 0 ? (
            <EmptyState
              icon={MegaphoneIcon}
              description="There are no announcements yet..."
              action={
                <AddButton variant="outline" onClick={openCreate}>New Announcement</AddButton>
              }
            />
          ) : (
            <section aria-label="All announcements" className="space-y-4">
              {data.map((announcement) => (
                <AnnouncementItem
                  key={announcement.id}
                  announcement={announcement}
                  isCurrent={announcement.id === current?.id}
                  onEdit={() => openEdit(announcement)}
                  onDelete={() => setDeleting(announcement)}
                />
              ))}
            </section>
          )}
        </>
      )}

      <AnnouncementFormDialog open={formOpen} onOpenChange={setFormOpen} announcement={editing} />
      <DeleteAnnouncementDialog announcement={deleting} onClose={closeDelete} />
    </div>
  );
}
