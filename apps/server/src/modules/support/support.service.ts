import {
  SUPPORT_PHOTO_LIMIT,
  SUPPORT_PHOTO_MAX_BYTES,
  supportMessages as msg,
  supportPhotoUrl,
  type SupportConversation,
  type SupportConversationSummary,
  type SupportMessage,
  type supportNewMessageSchema,
} from '@drivecare/contract/support';
import type { z } from 'zod';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { FileStorage, StoredFile } from '../../adapters/storage/storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { readOwnedPhoto, readPhoto, type ResizedPhoto } from '../../lib/photos.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import * as repo from './support.repository.ts';
import type { SupportDeps } from './support.deps.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
type NewMessage = z.output<typeof supportNewMessageSchema>;

const photoMessages = { missing: msg.photoType, type: msg.photoType, tooLarge: msg.photoTooLarge };

/** Something changed in a conversation: its member's browsers and staff's refetch. */
export async function publishSupportChange(realtime: Realtime, p: { userId: string; conversationId: string; change: 'message' | 'reply' | 'status' }) {
  await realtime.publish({ type: 'support', userId: p.userId, data: { conversationId: p.conversationId, change: p.change } });
}

const iso = (d: Date | string) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export const toSummary = (r: Pick<repo.ConversationRow, 'id' | 'subject' | 'status' | 'memberUnread' | 'lastMessageAt' | 'createdAt'>): SupportConversationSummary => ({
  id: r.id,
  subject: r.subject,
  status: r.status,
  unread: r.memberUnread,
  lastMessageAt: iso(r.lastMessageAt),
  createdAt: iso(r.createdAt),
});

function toMessages(rows: Awaited<ReturnType<typeof repo.listMessages>>): SupportMessage[] {
  return rows.map((m) => ({
    id: m.id,
    fromStaff: m.fromStaff,
    authorName: m.fromStaff ? `${m.authorName ?? 'Staff'} (Support)` : (m.authorName ?? 'Member'),
    body: m.body,
    createdAt: iso(m.createdAt),
    photos: m.photos.map((p) => ({ id: p.id, url: supportPhotoUrl(p.id), width: p.width, height: p.height })),
  }));
}

/** The thread as the API shows it; unread counts as they were when it was read. */
export async function toConversation(db: DbOrTx, row: repo.ConversationRow): Promise<SupportConversation> {
  return {
    ...toSummary(row),
    appointment: row.appointmentId
      ? { id: row.appointmentId, label: `${row.appointmentDate} at ${row.appointmentTime}${row.shopName ? `, ${row.shopName}` : ''}` }
      : null,
    vehicle: row.vehicleId ? { id: row.vehicleId, label: `${row.vehicleYear} ${row.vehicleMake} ${row.vehicleModel}` } : null,
    messages: toMessages(await repo.listMessages(db, row.id)),
  };
}

/** The form's photo parts, each checked by content and resized before anything is written. */
export async function readPhotos(parts: unknown): Promise<ResizedPhoto[]> {
  const list = (Array.isArray(parts) ? parts : parts === undefined ? [] : [parts]).filter((p) => !(typeof p === 'string' && p === ''));
  if (list.length > SUPPORT_PHOTO_LIMIT) throw badRequest(msg.photoLimit, { photos: msg.photoLimit });
  const out: ResizedPhoto[] = [];
  for (const part of list) out.push(await readPhoto(part, SUPPORT_PHOTO_MAX_BYTES, photoMessages, 'photos'));
  return out;
}

/** Stores the photos, runs `work` with their keys, and removes the files again if `work` fails. */
async function withStoredPhotos<T>(storage: FileStorage, conversationHint: string, resized: ResizedPhoto[], work: (stored: { fileKey: string; width: number; height: number }[]) => Promise<T>) {
  const stored = resized.map((p) => ({ fileKey: `support/${conversationHint}/${crypto.randomUUID()}.webp`, width: p.width, height: p.height, data: p.data }));
  await Promise.all(stored.map((s) => storage.put(s.fileKey, s.data, 'image/webp')));
  try {
    return await work(stored.map(({ fileKey, width, height }) => ({ fileKey, width, height })));
  } catch (err) {
    await Promise.all(stored.map((s) => storage.delete(s.fileKey)));
    throw err;
  }
}

/** 'New Message': the conversation, its first message and photos in one transaction; staff hear it live. */
export async function startConversation(deps: SupportDeps, member: SessionUser, input: NewMessage, resized: ResizedPhoto[]): Promise<SupportConversation> {
  if (input.appointmentId && (!UUID.test(input.appointmentId) || !(await repo.findOwnAppointment(deps.db, member.id, input.appointmentId))))
    throw badRequest(msg.appointmentNotFound, { appointmentId: msg.appointmentNotFound });
  if (input.vehicleId && (!UUID.test(input.vehicleId) || !(await repo.findOwnVehicle(deps.db, member.id, input.vehicleId))))
    throw badRequest(msg.vehicleNotFound, { vehicleId: msg.vehicleNotFound });
  const id = await withStoredPhotos(deps.storage, member.id, resized, (stored) =>
    deps.db.transaction(async (tx) => {
      const at = new Date();
      const priority = await repo.isPremium(tx, member.id);
      const conversationId = await repo.insertConversation(tx, { userId: member.id, subject: input.subject, appointmentId: input.appointmentId, vehicleId: input.vehicleId, priority, at });
      const messageId = await repo.insertMessage(tx, { conversationId, authorId: member.id, fromStaff: false, body: input.message, at });
      await repo.insertPhotos(tx, stored.map((s) => ({ ...s, messageId })));
      return conversationId;
    }),
  );
  await publishSupportChange(deps.realtime, { userId: member.id, conversationId: id, change: 'message' });
  return getMyConversation(deps, member, id);
}

export async function listMyConversations(deps: SupportDeps, member: SessionUser): Promise<SupportConversationSummary[]> {
  return (await repo.listMemberConversations(deps.db, member.id)).map(toSummary);
}

/** The member's own thread (anyone else's is a 404); opening it marks staff's replies read. */
export async function getMyConversation(deps: SupportDeps, member: SessionUser, id: string): Promise<SupportConversation> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const row = await repo.readConversation(deps.db, id, member.id);
  if (!row) throw notFound(msg.notFound);
  const conversation = await toConversation(deps.db, row);
  if (row.memberUnread > 0) await repo.markMemberRead(deps.db, id, member.id);
  return conversation;
}

/** 404 unless the conversation is the member's: checked before a form is read, so nobody learns more from a 400. */
export async function requireMyConversation(deps: SupportDeps, member: SessionUser, id: string) {
  if (!UUID.test(id) || !(await repo.readConversation(deps.db, id, member.id))) throw notFound(msg.notFound);
}

/** A member's follow-up: the conversation waits for staff again (from now, unless it already waited). */
export async function addMemberMessage(deps: SupportDeps, member: SessionUser, id: string, body: string, resized: ResizedPhoto[]) {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  await withStoredPhotos(deps.storage, member.id, resized, (stored) =>
    deps.db.transaction(async (tx) => {
      const locked = await repo.lockConversation(tx, id, member.id);
      if (!locked) throw notFound(msg.notFound);
      if (locked.status === 'closed') throw conflict(msg.closed);
      const at = new Date();
      const messageId = await repo.insertMessage(tx, { conversationId: id, authorId: member.id, fromStaff: false, body, at });
      await repo.insertPhotos(tx, stored.map((s) => ({ ...s, messageId })));
      await repo.updateConversation(tx, id, {
        status: 'open',
        waitingSince: locked.waitingSince ?? at,
        lastMessageAt: at,
        staffUnread: true,
        priority: await repo.isPremium(tx, member.id),
        memberUnread: 0,
      });
    }),
  );
  await publishSupportChange(deps.realtime, { userId: member.id, conversationId: id, change: 'message' });
  return getMyConversation(deps, member, id);
}

export async function closeMyConversation(deps: SupportDeps, member: SessionUser, id: string) {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  await deps.db.transaction(async (tx) => {
    const locked = await repo.lockConversation(tx, id, member.id);
    if (!locked) throw notFound(msg.notFound);
    if (locked.status !== 'closed') await repo.updateConversation(tx, id, { status: 'closed', waitingSince: null });
  });
  await publishSupportChange(deps.realtime, { userId: member.id, conversationId: id, change: 'status' });
  return getMyConversation(deps, member, id);
}

/** A message's photo for its conversation's member or staff; anyone else gets 404. */
export async function readSupportPhoto(db: DbOrTx, storage: FileStorage, user: SessionUser, photoId: string): Promise<StoredFile> {
  if (!UUID.test(photoId)) throw notFound(msg.photoNotFound);
  return readOwnedPhoto(storage, user, await repo.findPhoto(db, photoId), msg.photoNotFound);
}
