import type { Announcement, AnnouncementInput, CurrentAnnouncement } from '@drivecare/contract/announcements';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import {
  deleteAnnouncement,
  findCurrentAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  updateAnnouncement,
  upsertAnnouncementReceipt,
} from './announcements.repository.ts';

type Row = Awaited<ReturnType<typeof listAnnouncements>>[number];
const toAnnouncement = (r: Row): Announcement => ({ ...r, createdAt: r.createdAt.toISOString() });
const NOT_FOUND = 'Announcement not found';

export interface AnnouncementDeps {
  db: Db;
  realtime: Realtime;
}

/** Every change may change which announcement is current, so every change is announced. */
const announceChange = (realtime: Realtime, id: string, change: string) =>
  realtime.publish({ type: 'announcement', data: { id, change } });

export const getAnnouncements = async ({ db }: AnnouncementDeps) => (await listAnnouncements(db)).map(toAnnouncement);

export async function getCurrentAnnouncement({ db }: AnnouncementDeps, userId: string): Promise<CurrentAnnouncement> {
  const row = await findCurrentAnnouncement(db, userId);
  return row ? { ...row, createdAt: row.createdAt.toISOString() } : null;
}

/** 'Got it' on the modal (`banner: false`) or the banner's dismissal, remembered for the account on every device. */
export async function recordAnnouncementSeen({ db }: AnnouncementDeps, userId: string, id: string, banner: boolean) {
  if (!(await upsertAnnouncementReceipt(db, userId, id, banner))) throw notFound(NOT_FOUND);
}

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
  if (!row) throw notFound(NOT_FOUND);
  await announceChange(realtime, id, 'updated');
  return toAnnouncement(row);
}

export async function removeAnnouncement({ db, realtime }: AnnouncementDeps, id: string) {
  if (!(await deleteAnnouncement(db, id))) throw notFound(NOT_FOUND);
  await announceChange(realtime, id, 'deleted');
}
