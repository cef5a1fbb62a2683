import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcementReceipts, announcements } from '../../db/schema/announcements.ts';

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  isActive: announcements.isActive,
  createdAt: announcements.createdAt,
};

export const listAnnouncements = (db: DbOrTx) =>
  db.select(columns).from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id));

/** The newest active announcement, with what `userId` did with it. */
export async function findCurrentAnnouncement(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: announcements.id,
      title: announcements.title,
      content: announcements.content,
      createdAt: announcements.createdAt,
      acknowledged: sql<boolean>`(${announcementReceipts.userId} is not null)`,
      dismissed: sql<boolean>`(${announcementReceipts.dismissedAt} is not null)`,
    })
    .from(announcements)
    .leftJoin(
      announcementReceipts,
      and(eq(announcementReceipts.announcementId, announcements.id), eq(announcementReceipts.userId, userId)),
    )
    .where(eq(announcements.isActive, true))
    .orderBy(desc(announcements.createdAt), desc(announcements.id))
    .limit(1);
  return row ?? null;
}

export async function insertAnnouncement(
  db: DbOrTx,
  values: { title: string; content: string; isActive: boolean; createdBy: string },
) {
  const [row] = await db.insert(announcements).values(values).returning(columns);
  return row!;
}

export async function updateAnnouncement(
  db: DbOrTx,
  id: string,
  values: Partial<{ title: string; content: string; isActive: boolean }>,
) {
  const [row] = await db
    .update(announcements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(announcements.id, id))
    .returning(columns);
  return row ?? null;
}

/** The removed announcement as it was, or null when there was none. */
export async function deleteAnnouncement(db: DbOrTx, id: string) {
  const [row] = await db.delete(announcements).where(eq(announcements.id, id)).returning(columns);
  return row ?? null;
}

export async function findAnnouncementForUpdate(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(announcements).where(eq(announcements.id, id)).for('update');
  return row ?? null;
}

/**
 * Records that `userId` acknowledged the announcement's modal and, with `dismissed`, its banner too. A dismissal
 * is never undone by a later acknowledgement. Returns false when there is no such announcement.
 */
export async function upsertAnnouncementReceipt(db: DbOrTx, userId: string, announcementId: string, dismissed: boolean) {
  const now = new Date();
  const rows = await db
    .insert(announcementReceipts)
    .select(
      db
        .select({
          userId: sql<string>`${userId}`.as('user_id'),
          announcementId: announcements.id,
          acknowledgedAt: sql<Date>`${now}`.as('acknowledged_at'),
          dismissedAt: sql<Date | null>`${dismissed ? now : null}::timestamptz`.as('dismissed_at'),
        })
        .from(announcements)
        .where(eq(announcements.id, announcementId)),
    )
    .onConflictDoUpdate({
      target: [announcementReceipts.userId, announcementReceipts.announcementId],
      set: { dismissedAt: sql`coalesce(${announcementReceipts.dismissedAt}, excluded.dismissed_at)` },
    })
    .returning({ announcementId: announcementReceipts.announcementId });
  return rows.length > 0;
}
