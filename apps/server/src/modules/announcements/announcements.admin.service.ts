import type { Announcement, AnnouncementInput } from '@drivecare/contract/announcements';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import { notFound } from '../../lib/app-error.ts';
import { ANNOUNCEMENT_NOT_FOUND } from './announcements.service.ts';
import {
  deleteAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  updateAnnouncement,
} from './announcements.repository.ts';
import type { AnnouncementDeps } from './announcements.deps.ts';

type Row = Awaited<ReturnType<typeof listAnnouncements>>[number];
const toAnnouncement = (r: Row): Announcement => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Every change may change which announcement is current, so every change is announced. */
const announceChange = (realtime: Realtime, id: string, change: string) =>
  realtime.publish({ type: 'announcement', data: { id, change } });

export const getAnnouncements = async ({ db }: AnnouncementDeps) => (await listAnnouncements(db)).map(toAnnouncement);

export async function createAnnouncement({ db, realtime }: AnnouncementDeps, input: AnnouncementInput, createdBy: string) {
  const row = toAnnouncement(await insertAnnouncement(db, { ...input, createdBy }));
  await announceChange(realtime, row.id, 'created');
  return row;
}

export async function editAnnouncement(
  { db, realtime }: AnnouncementDeps,
  id: string,
  input: Partial<AnnouncementInput>,
) {
  const row = await updateAnnouncement(db, id, input);
  if (!row) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  await announceChange(realtime, id, 'updated');
  return toAnnouncement(row);
}

export async function removeAnnouncement({ db, realtime }: AnnouncementDeps, id: string) {
  if (!(await deleteAnnouncement(db, id))) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  await announceChange(realtime, id, 'deleted');
}
