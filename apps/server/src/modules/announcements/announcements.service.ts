import type { CurrentAnnouncement } from '@drivecare/contract/announcements';
import { notFound } from '../../lib/app-error.ts';
import { findCurrentAnnouncement, upsertAnnouncementReceipt } from './announcements.repository.ts';
import type { AnnouncementDeps } from './announcements.deps.ts';

export const ANNOUNCEMENT_NOT_FOUND = 'Announcement not found';

export async function getCurrentAnnouncement({ db }: AnnouncementDeps, userId: string): Promise<CurrentAnnouncement> {
  const row = await findCurrentAnnouncement(db, userId);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** 'Got it' on the modal (`banner: false`) or the banner's dismissal, remembered for the account on every device. */
export async function recordAnnouncementSeen({ db }: AnnouncementDeps, userId: string, id: string, banner: boolean) {
  if (!(await upsertAnnouncementReceipt(db, userId, id, banner))) throw notFound(ANNOUNCEMENT_NOT_FOUND);
}
