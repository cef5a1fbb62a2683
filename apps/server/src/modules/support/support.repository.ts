import type { SupportStatus } from '@drivecare/contract/support';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { supportConversations as conv, supportMessagePhotos as photos, supportMessages as messages } from '../../db/schema/support.ts';
import { vehicles } from '../../db/schema/vehicles.ts';

const assignee = alias(user, 'assignee');

export async function isPremium(db: DbOrTx, userId: string) {
  const [row] = await db.select({ level: profiles.membershipLevel }).from(profiles).where(eq(profiles.userId, userId));
  return row?.level === 'premium';
}

export async function findOwnAppointment(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ id: appointments.id })
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.userId, userId)));
  return row ?? null;
}

export async function findOwnVehicle(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, id), eq(vehicles.userId, userId)));
  return row ?? null;
}

export async function insertConversation(
  tx: DbOrTx,
  values: { userId: string; subject: string; appointmentId: string | null; vehicleId: string | null; priority: boolean; at: Date },
) {
  const [row] = await tx
    .insert(conv)
    .values({
      userId: values.userId,
      subject: values.subject,
      appointmentId: values.appointmentId,
      vehicleId: values.vehicleId,
      priority: values.priority,
      status: 'open',
      waitingSince: values.at,
      lastMessageAt: values.at,
      createdAt: values.at,
      staffUnread: true,
    })
    .returning({ id: conv.id });
  return row!.id;
}

export async function insertMessage(tx: DbOrTx, values: { conversationId: string; authorId: string; fromStaff: boolean; body: string; at: Date }) {
  const [row] = await tx
    .insert(messages)
    .values({ conversationId: values.conversationId, authorId: values.authorId, fromStaff: values.fromStaff, body: values.body, createdAt: values.at })
    .returning({ id: messages.id });
  return row!.id;
}

export async function insertPhotos(tx: DbOrTx, rows: { messageId: string; fileKey: string; width: number; height: number }[]) {
  if (rows.length === 0) return;
  // One statement; a millisecond apart, so the thread shows them in the order they were attached.
  const start = Date.now();
  await tx.insert(photos).values(rows.map((r, i) => ({ ...r, contentType: 'image/webp', createdAt: new Date(start + i) })));
}

const summaryColumns = {
  id: conv.id,
  userId: conv.userId,
  subject: conv.subject,
  status: conv.status,
  priority: conv.priority,
  memberUnread: conv.memberUnread,
  staffUnread: conv.staffUnread,
  waitingSince: conv.waitingSince,
  firstResponseAt: conv.firstResponseAt,
  lastMessageAt: conv.lastMessageAt,
  createdAt: conv.createdAt,
  assignedTo: conv.assignedTo,
};

/** The member's own conversations, the latest activity first. */
export const listMemberConversations = (db: DbOrTx, userId: string) =>
  db.select(summaryColumns).from(conv).where(eq(conv.userId, userId)).orderBy(desc(conv.lastMessageAt), desc(conv.id)).limit(200);

/** One conversation with what it is about; `ownerId` limits it to that member's (null: staff, any). */
export async function readConversation(db: DbOrTx, id: string, ownerId: string | null) {
  const [row] = await db
    .select({
      ...summaryColumns,
      memberName: user.name,
      memberEmail: user.email,
      assignedToName: assignee.name,
      appointmentId: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      shopName: shops.name,
      vehicleId: vehicles.id,
      vehicleYear: vehicles.year,
      vehicleMake: vehicles.make,
      vehicleModel: vehicles.model,
    })
    .from(conv)
    .innerJoin(user, eq(user.id, conv.userId))
    .leftJoin(assignee, eq(assignee.id, conv.assignedTo))
    .leftJoin(appointments, eq(appointments.id, conv.appointmentId))
    .leftJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(vehicles, eq(vehicles.id, conv.vehicleId))
    .where(ownerId === null ? eq(conv.id, id) : and(eq(conv.id, id), eq(conv.userId, ownerId)));
  return row ?? null;
}
export type ConversationRow = NonNullable<Awaited<ReturnType<typeof readConversation>>>;

/** The thread, oldest first, each message with its author's name and its photos. */
export async function listMessages(db: DbOrTx, conversationId: string) {
  const rows = await db
    .select({ id: messages.id, fromStaff: messages.fromStaff, body: messages.body, createdAt: messages.createdAt, authorName: user.name })
    .from(messages)
    .leftJoin(user, eq(user.id, messages.authorId))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(asc(messages.createdAt), asc(messages.id));
  const ids = rows.map((r) => r.id);
  const attached = ids.length
    ? await db
        .select({ id: photos.id, messageId: photos.messageId, width: photos.width, height: photos.height })
        .from(photos)
        .where(inArray(photos.messageId, ids))
        .orderBy(asc(photos.createdAt), asc(photos.id))
    : [];
  return rows.map((r) => ({ ...r, photos: attached.filter((p) => p.messageId === r.id) }));
}

/** Locks the conversation for a change; `ownerId` limits it to that member's. */
export async function lockConversation(tx: DbOrTx, id: string, ownerId: string | null) {
  const [row] = await tx
    .select({ id: conv.id, userId: conv.userId, subject: conv.subject, status: conv.status, firstResponseAt: conv.firstResponseAt, waitingSince: conv.waitingSince })
    .from(conv)
    .where(ownerId === null ? eq(conv.id, id) : and(eq(conv.id, id), eq(conv.userId, ownerId)))
    .for('update');
  return row ?? null;
}

export async function updateConversation(
  tx: DbOrTx,
  id: string,
  values: Partial<{
    status: SupportStatus;
    priority: boolean;
    assignedTo: string | null;
    waitingSince: Date | null;
    firstResponseAt: Date;
    lastMessageAt: Date;
    staffUnread: boolean;
    memberUnread: number;
  }>,
) {
  await tx.update(conv).set(values).where(eq(conv.id, id));
}

export async function addMemberUnread(tx: DbOrTx, id: string) {
  await tx.update(conv).set({ memberUnread: sql`${conv.memberUnread} + 1` }).where(eq(conv.id, id));
}

/** The member opened the thread: its staff replies are read (a write only when some were unread). */
export async function markMemberRead(db: DbOrTx, id: string, userId: string) {
  await db
    .update(conv)
    .set({ memberUnread: 0 })
    .where(and(eq(conv.id, id), eq(conv.userId, userId), sql`${conv.memberUnread} > 0`));
}

export async function markStaffRead(db: DbOrTx, id: string) {
  await db.update(conv).set({ staffUnread: false }).where(and(eq(conv.id, id), eq(conv.staffUnread, true)));
}

/**
 * One page of the inbox for a status: Premium first, then oldest waiting, read in the inbox index's order (one
 * extra row tells whether another page follows). A prepared statement: planning it cost as much as running it.
 */
const inboxQuery = preparedPerDatabase((db) =>
  db
    .select({ ...summaryColumns, memberName: user.name, memberEmail: user.email, assignedToName: assignee.name })
    .from(conv)
    .innerJoin(user, eq(user.id, conv.userId))
    .leftJoin(assignee, eq(assignee.id, conv.assignedTo))
    .where(eq(conv.status, sql.placeholder('status')))
    // Spelled as the index is built (priority DESC NULLS LAST): a plain DESC means NULLS FIRST and the index would not serve.
    .orderBy(sql`${conv.priority} desc nulls last`, sql`${conv.waitingSince} asc nulls last`, asc(conv.lastMessageAt), asc(conv.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('admin_support_inbox'),
);

export function listInbox(db: Db, status: SupportStatus, limit: number, offset: number) {
  return inboxQuery(db).execute({ status, limit: limit + 1, offset });
}

/** Conversations with a member message no staff member has opened (closed ones aside): from a partial index. */
export async function countStaffUnread(db: DbOrTx) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(conv)
    .where(and(eq(conv.staffUnread, true), sql`${conv.status} <> 'closed'`));
  return row?.count ?? 0;
}

/** Median minutes from a conversation's start to staff's first reply, per plan, for conversations started since `since`. */
export async function responseTimes(db: DbOrTx, since: Date) {
  return db
    .select({
      priority: conv.priority,
      medianMinutes: sql<
        number | null
      >`(percentile_cont(0.5) within group (order by extract(epoch from (${conv.firstResponseAt} - ${conv.createdAt}))) / 60)::float8`,
      conversations: sql<number>`count(*)::int`,
    })
    .from(conv)
    .where(and(sql`${conv.firstResponseAt} is not null`, sql`${conv.createdAt} >= ${since.toISOString()}::timestamptz`))
    .groupBy(conv.priority);
}

/** A photo with its conversation's member, for the ownership check. */
export async function findPhoto(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ fileKey: photos.fileKey, contentType: photos.contentType, ownerId: conv.userId })
    .from(photos)
    .innerJoin(messages, eq(messages.id, photos.messageId))
    .innerJoin(conv, eq(conv.id, messages.conversationId))
    .where(eq(photos.id, id));
  return row ?? null;
}
