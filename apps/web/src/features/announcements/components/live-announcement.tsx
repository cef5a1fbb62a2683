import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';

import { announcementQueries } from '../api/announcement-queries';
import { useAnnouncementMemory } from '../hooks/use-announcement-memory';
import { useLiveAnnouncements } from '../hooks/use-live-announcements';

import { AnnouncementBanner } from './announcement-banner';
import { AnnouncementModal } from './announcement-modal';

/**
 * The club announcement on both shells: a modal the first time this browser sees it, then a banner until
 * dismissed. The dismissal holds until a different announcement is current; with none current it resets.
 */
export function LiveAnnouncement() {
  useLiveAnnouncements();
  const { data: current, isSuccess } = useQuery(announcementQueries.current());
  const { memory, markSeen, dismiss, forgetAllBut } = useAnnouncementMemory();

  // A dismissal holds only while its announcement is the current one.
  const currentId = isSuccess ? (current?.id ?? null) : undefined;
  useEffect(() => {
    if (currentId !== undefined) forgetAllBut(currentId);
  }, [currentId, forgetAllBut]);

  if (!current || memory.dismissedId === current.id) return null;
  if (memory.seenId !== current.id) {
    return (
      <AnnouncementModal key={current.id} announcement={current} onAcknowledge={() => markSeen(current.id)} />
    );
  }
  return <AnnouncementBanner announcement={current} onDismiss={() => dismiss(current.id)} />;
}
