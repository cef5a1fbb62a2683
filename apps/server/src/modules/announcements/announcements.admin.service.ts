import type { Announcement, AnnouncementInput } from '@drivecare/contract/announcements';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import { notFound } from '../../lib/app-error.ts';
import { ANNOUNCEMENT_NOT_FOUND } from './announcements.service.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Notifier } from '../notifications/notifier.ts';
import {
  deleteAnnouncement,
  insertAnnouncement,
  listAnnouncements,
  lockActiveFlag,
  updateAnnouncement,
} from './announcements.repository.ts';
import type { AnnouncementDeps } from './announcements.deps.ts';

type Row = Awaited<ReturnType<typeof listAnnouncements>>[number];
const toAnnouncement = (r: Row): Announcement => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Every change may change which announcement is current, so every change is announced. */
const announceChange = (realtime: Realtime, id: string, change: string) =>
  realtime.publish({ type: 'announcement', data: { id, change } });

export const getAnnouncements = async ({ db }: AnnouncementDeps) => (await listAnnouncements(db)).map(toAnnouncement);

const PUSH_BODY_LENGTH = 140;

/** An announcement that goes live is pushed (in the transaction that makes it live) to members who want them. */
const pushAnnouncement = (notifier: Notifier, tx: DbOrTx, a: { title: string; content: string }) =>
  notifier.broadcast(tx, 'announcements', {
    title: a.title,
    body: a.content.length > PUSH_BODY_LENGTH ? `${a.content.slice(0, PUSH_BODY_LENGTH - 1)}…` : a.content,
    url: '/dashboard',
  });

export async function createAnnouncement({ db, realtime, notifier }: AnnouncementDeps, input: AnnouncementInput, createdBy: string) {
  const inserted = await db.transaction(async (tx) => {
    const r = await insertAnnouncement(tx, { ...input, createdBy });
    if (r.isActive) await pushAnnouncement(notifier, tx, r);
    return r;
  });
  const row = toAnnouncement(inserted);
  await announceChange(realtime, row.id, 'created');
  return row;
}

export async function editAnnouncement(
  { db, realtime, notifier }: AnnouncementDeps,
  id: string,
  input: Partial<AnnouncementInput>,
) {
  const row = await db.transaction(async (tx) => {
    const wasActive = await lockActiveFlag(tx, id);
    if (wasActive === null) return null;
    const r = await updateAnnouncement(tx, id, input);
    if (r?.isActive && !wasActive) await pushAnnouncement(notifier, tx, r);
    return r;
  });
  if (!row) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  await announceChange(realtime, id, 'updated');
  return toAnnouncement(row);
}

export async function removeAnnouncement({ db, realtime }: AnnouncementDeps, id: string) {
  if (!(await deleteAnnouncement(db, id))) throw notFound(ANNOUNCEMENT_NOT_FOUND);
  await announceChange(realtime, id, 'deleted');
}
