import { and, asc, eq, gte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { fromMailRow, selectAppointmentsForMail } from '../appointments/appointment-mails.ts';

export type FeedOwner = { userId: string } | { shopId: string };

const ownedBy = (owner: FeedOwner) => ('userId' in owner ? eq(calendarFeeds.userId, owner.userId) : eq(calendarFeeds.shopId, owner.shopId));

export async function findFeedOf(db: DbOrTx, owner: FeedOwner) {
  const [row] = await db.select({ id: calendarFeeds.id }).from(calendarFeeds).where(ownedBy(owner));
  return row ?? null;
}

export async function findFeedByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select({ userId: calendarFeeds.userId, shopId: calendarFeeds.shopId, shopName: shops.name })
    .from(calendarFeeds)
    .leftJoin(shops, eq(shops.id, calendarFeeds.shopId))
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** Inserts the owner's feed unless one exists (two first requests at once make one); returns the one kept. */
export async function insertFeedIfMissing(db: DbOrTx, owner: FeedOwner, row: { id: string; tokenHash: string }) {
  await db
    .insert(calendarFeeds)
    .values({ ...row, ...owner })
    .onConflictDoNothing();
  return findFeedOf(db, owner);
}

export async function deleteFeedOf(db: DbOrTx, owner: FeedOwner) {
  await db.delete(calendarFeeds).where(ownedBy(owner));
}

export async function shopExists(db: DbOrTx, shopId: string) {
  const [row] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId));
  return !!row;
}

/** The member's appointments, cancelled ones left out (a calendar drops an event that leaves its feed). */
export async function memberFeedAppointments(db: DbOrTx, userId: string) {
  const rows = await selectAppointmentsForMail(db)
    .where(and(eq(appointments.userId, userId), ne(appointments.status, 'cancelled')))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime));
  return rows.map(fromMailRow);
}

/** The shop's appointments from `fromDate` on, cancelled ones left out (a shop's whole history would be too long). */
export async function shopFeedAppointments(db: DbOrTx, shopId: string, fromDate: string) {
  const rows = await selectAppointmentsForMail(db)
    .where(and(eq(appointments.shopId, shopId), gte(appointments.appointmentDate, fromDate), ne(appointments.status, 'cancelled')))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime));
  return rows.map(fromMailRow);
}
