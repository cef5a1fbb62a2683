import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';

import { useRecordAnnouncementStep } from '../api/record-announcement-step';
import { announcementQueries } from '../api/announcement-queries';
import { useAnnouncementMemory } from '../hooks/use-announcement-memory';
import { useLiveAnnouncements } from '../hooks/use-live-announcements';
import { useOtherDialogOpen } from '../hooks/use-other-dialog-open';

import { AnnouncementBanner } from './announcement-banner';

// Shown once per announcement and account: its dialog code loads when it is needed, not with every screen.
const AnnouncementModal = lazy(() => import('./announcement-modal').then((m) => ({ default: m.AnnouncementModal })));

/**
 * The club announcement on both shells: a modal the first time this account sees it, then a banner until
 * dismissed. The server remembers both for the account, so another browser does not ask again; this browser's
 * own memory answers first (and for a request that did not get through). A dismissal holds until a different
 * announcement is current; with none current it resets.
 */
export function LiveAnnouncement() {
  useLiveAnnouncements();
  const { data: current, isSuccess } = useQuery(announcementQueries.current());
  const { memory, markSeen, dismiss, forgetAllBut } = useAnnouncementMemory();
  const record = useRecordAnnouncementStep();

  // A dismissal holds only while its announcement is the current one.
  const currentId = isSuccess ? (current?.id ?? null) : undefined;
  useEffect(() => {
    if (currentId !== undefined) forgetAllBut(currentId);
  }, [currentId, forgetAllBut]);

  const dismissed = !!current && (current.dismissed || memory.dismissedId === current.id);
  const acknowledged = !!current && (current.acknowledged || memory.seenId === current.id);
  const wantsModal = !!current && !dismissed && !acknowledged;
  const otherDialogOpen = useOtherDialogOpen(wantsModal);

  if (!current || dismissed) return null;
  if (!acknowledged) {
    if (otherDialogOpen) return null;
    return (
      <Suspense fallback={null}>
        <AnnouncementModal
          key={current.id}
          announcement={current}
          onAcknowledge={() => {
            markSeen(current.id);
            record.mutate({ id: current.id, step: 'acknowledge' });
          }}
        />
      </Suspense>
    );
  }
  return (
    <AnnouncementBanner
      announcement={current}
      onDismiss={() => {
        dismiss(current.id);
        record.mutate({ id: current.id, step: 'dismiss' });
      }}
    />
  );
}
