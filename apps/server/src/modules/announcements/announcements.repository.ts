import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { announcements } from '../../db/schema/announcements.ts';

const columns = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  isActive: announcements.isActive,
  createdAt: announcements.createdAt,
};

export const listAnnouncements = (db: DbOrTx) =>
  db.select(columns).from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id));

export async function findCurrentAnnouncement(db: DbOrTx) {
  const [row] = await db
    .select({ id: announcements.id, title: announcements.title, content: announcements.content, createdAt: announcements.createdAt })
    .from(announcements)
    .where(and(eq(announcements.isActive, true)))
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

export async function deleteAnnouncement(db: DbOrTx, id: string) {
  const rows = await db.delete(announcements).where(eq(announcements.id, id)).returning({ id: announcements.id });
  return rows.length > 0;
}
