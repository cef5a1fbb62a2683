import type { Announcement, AnnouncementInput } from '@drivecare/contract/announcements';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { insertAuditRow, type AuditAction } from '../people/audit.repository.ts';
import { ANNOUNCEMENT_NOT_FOUND } from './announcements.service.ts';
import type { Notifier } from '../notifications/notifier.ts';
import {
  deleteAnnouncement,
  findAnnouncementForUpdate,
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

const snapshot = (r: Row) => ({ title: r.title, content: r.content, isActive: r.isActive });
const audit = (tx: DbOrTx, actorId: string, action: AuditAction, before: Row | null, after: Row | null) =>
  insertAuditRow(tx, {
    actorId,
    targetType: 'announcement',
    targetId: (after ?? before)!.id,
    targetName: (after ?? before)!.title,
    action,
    before: before && snapshot(before),
    after: after && snapshot(after),
  });

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
  const row = toAnnouncement(
    await db.transaction(async (tx) => {
      const inserted = await insertAnnouncement(tx, { ...input, createdBy });
      await audit(tx, createdBy, 'create', null, inserted);
      if (inserted.isActive) await pushAnnouncement(notifier, tx, inserted);
      return inserted;
    }),
  );
  await announceChange(realtime, row.id, 'created');
  return row;
}

export async function editAnnouncement(
  { db, realtime, notifier }: AnnouncementDeps,
  actorId: string,
  id: string,
  input: Partial<AnnouncementInput>,
) {
  const row = await db.transaction(async (tx) => {
    const before = await findAnnouncementForUpdate(tx, id);
    const after = before && (await updateAnnouncement(tx, id, input));
    if (!after) throw notFound(ANNOUNCEMENT_NOT_FOUND);
    const statusOnly = Object.keys(input).length === 1 && input.isActive !== undefined;
    await audit(tx, actorId, statusOnly ? (input.isActive ? 'activate' : 'deactivate') : 'edit', before, after);
    if (after.isActive && !before.isActive) await pushAnnouncement(notifier, tx, after);
    return after;
  });
  await announceChange(realtime, id, 'updated');
  return toAnnouncement(row);
}

export async function removeAnnouncement({ db, realtime }: AnnouncementDeps, actorId: string, id: string) {
  await db.transaction(async (tx) => {
    const removed = await deleteAnnouncement(tx, id);
    if (!removed) throw notFound(ANNOUNCEMENT_NOT_FOUND);
    await audit(tx, actorId, 'delete', removed, null);
  });
  await announceChange(realtime, id, 'deleted');
}
