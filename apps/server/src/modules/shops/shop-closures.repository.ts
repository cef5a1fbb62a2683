import { and, asc, between, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { shopClosures } from '../../db/schema/shop-closures.ts';

/** What availability needs of a closure: the days it spans and, when it covers part of a day, the hours (the same shape as `ClosureSpan` in modules/appointments/availability.ts). */
export interface ClosureSpan {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
}

const columns = {
  id: shopClosures.id,
  shopId: shopClosures.shopId,
  shopName: shops.name,
  startDate: shopClosures.startDate,
  endDate: shopClosures.endDate,
  startTime: shopClosures.startTime,
  endTime: shopClosures.endTime,
  reason: shopClosures.reason,
  createdAt: shopClosures.createdAt,
};

export interface ClosureValues extends ClosureSpan {
  shopId: string | null;
  reason: string;
  createdBy: string;
}

/** A shop, or every shop when null: its own closures and the club-wide ones. */
const forShop = (shopId: string | null) =>
  shopId ? or(eq(shopClosures.shopId, shopId), isNull(shopClosures.shopId)) : undefined;

const overlapping = (from: string, to: string) => and(lte(shopClosures.startDate, to), gte(shopClosures.endDate, from));

/**
 * The closures of a shop (club-wide holidays included) that touch any day from `from` to `to` (yyyy-MM-dd,
 * inclusive), first day first. With `shopId` null: every shop's closures and the holidays (the calendar's all-shops
 * view); `shopId` on a row is null for a holiday.
 */
export const listShopClosures = (db: DbOrTx, range: { shopId: string | null; from: string; to: string }) =>
  db
    .select(columns)
    .from(shopClosures)
    .leftJoin(shops, eq(shops.id, shopClosures.shopId))
    .where(and(forShop(range.shopId), overlapping(range.from, range.to)))
    .orderBy(asc(shopClosures.startDate), asc(shopClosures.startTime), asc(shopClosures.id));

/** The closures still to come or under way on `today` (the shop dialog's list), for a shop or only the holidays. */
export const listCurrentClosures = (db: DbOrTx, scope: { shopId: string | null; today: string }) =>
  db
    .select(columns)
    .from(shopClosures)
    .leftJoin(shops, eq(shops.id, shopClosures.shopId))
    .where(
      and(
        scope.shopId ? forShop(scope.shopId) : isNull(shopClosures.shopId),
        gte(shopClosures.endDate, scope.today),
      ),
    )
    .orderBy(asc(shopClosures.startDate), asc(shopClosures.startTime), asc(shopClosures.id));

export async function insertClosure(db: DbOrTx, values: ClosureValues) {
  const [row] = await db.insert(shopClosures).values(values).returning({ id: shopClosures.id });
  return row!.id;
}

export async function findClosure(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(shopClosures)
    .leftJoin(shops, eq(shops.id, shopClosures.shopId))
    .where(eq(shopClosures.id, id));
  return row ?? null;
}

export async function deleteClosure(db: DbOrTx, id: string) {
  const rows = await db.delete(shopClosures).where(eq(shopClosures.id, id)).returning({ id: shopClosures.id });
  return rows.length > 0;
}

/**
 * Locks the shop's row (every shop's, in id order, for a club-wide closure) until the transaction ends: bookings
 * take the same lock, so none slips in between the list of appointments a closure takes and the closure itself.
 * Returns the rows locked: none when the shop does not exist.
 */
export const lockShopsForClosure = (tx: DbOrTx, shopId: string | null) =>
  tx
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(shopId ? eq(shops.id, shopId) : undefined)
    .orderBy(asc(shops.id))
    .for('update');

/**
 * The scheduled appointments on the days of a closure, at its shop or (shopId null) at any shop, in date and time
 * order; the caller keeps those whose slot the closure's hours touch.
 */
export const listScheduledBetween = (db: DbOrTx, p: { shopId: string | null; from: string; to: string }) =>
  db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      memberName: user.name,
      memberEmail: user.email,
      shopName: shops.name,
    })
    .from(appointments)
    .innerJoin(user, eq(user.id, appointments.userId))
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(
      and(
        p.shopId ? eq(appointments.shopId, p.shopId) : undefined,
        between(appointments.appointmentDate, p.from, p.to),
        eq(appointments.status, 'scheduled'),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(shops.name), asc(appointments.id));

/** Cancels the given appointments that are still scheduled; returns the ids it changed. */
export async function cancelScheduled(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(appointments)
    .set({ status: 'cancelled', previousStatus: 'scheduled', updatedAt: new Date() })
    .where(and(inArray(appointments.id, ids), eq(appointments.status, 'scheduled')))
    .returning({ id: appointments.id });
  return rows.map((r) => r.id);
}
