import { LiveAnnouncement } from '@/features/announcements/components/live-announcement';

/** Where the club announcement (modal + banner) appears above every page of both shells. */
export function AnnouncementSlot() {
  return <LiveAnnouncement />;
}
