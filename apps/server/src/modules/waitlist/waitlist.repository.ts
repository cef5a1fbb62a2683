import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { shopClosures } from '../../db/schema/shop-closures.ts';
import { selectRows } from '../vehicles/maintenance-due.repository.ts';

const active = sql`${waitlistEntries.status} in ('waiting', 'offered')`;

/** Inserts a waiting entry; null when the member already waits for this slot (the unique index said so). */
export async function insertEntry(
  db: DbOrTx,
  p: { userId: string; shopId: string; date: string; time: string; vehicleId: string; serviceIds: string[]; additionalDetails: string | null },
) {
  const [row] = await db
    .insert(waitlistEntries)
    .values({
      userId: p.userId,
      shopId: p.shopId,
      appointmentDate: p.date,
      appointmentTime: p.time,
      vehicleId: p.vehicleId,
      serviceIds: p.serviceIds,
      additionalDetails: p.additionalDetails,
    })
    .onConflictDoNothing()
    .returning({ id: waitlistEntries.id });
  return row ?? null;
}

const entryColumns = {
  id: waitlistEntries.id,
  shopId: waitlistEntries.shopId,
  shopName: shops.name,
  date: waitlistEntries.appointmentDate,
  time: waitlistEntries.appointmentTime,
  status: waitlistEntries.status,
  offerExpiresAt: waitlistEntries.offerExpiresAt,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  serviceNames: sql<string[]>`array(select ${services.name} from ${services} where ${services.id} = any(${waitlistEntries.serviceIds}) order by ${services.name})`,
  createdAt: waitlistEntries.createdAt,
};

/** The member's active entries for slots from today on, soonest first. */
export function listEntries(db: Db, p: { userId: string; today: string }) {
  return db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(shops, eq(shops.id, waitlistEntries.shopId))
    .leftJoin(vehicles, eq(vehicles.id, waitlistEntries.vehicleId))
    .where(and(eq(waitlistEntries.userId, p.userId), active, sql`${waitlistEntries.appointmentDate} >= ${p.today}`))
    .orderBy(asc(waitlistEntries.appointmentDate), asc(waitlistEntries.appointmentTime));
}

/** One of the member's active entries. */
export async function findEntry(db: Db, p: { userId: string; id: string }) {
  const [row] = await db
    .select(entryColumns)
    .from(waitlistEntries)
    .innerJoin(shops, eq(shops.id, waitlistEntries.shopId))
    .leftJoin(vehicles, eq(vehicles.id, waitlistEntries.vehicleId))
    .where(and(eq(waitlistEntries.id, p.id), eq(waitlistEntries.userId, p.userId), active));
  return row ?? null;
}

/** The member's entry, locked for a claim, a decline or leaving. */
export async function lockOwnEntry(tx: DbOrTx, p: { userId: string; id: string }) {
  const [row] = await tx
    .select({
      id: waitlistEntries.id,
      status: waitlistEntries.status,
      shopId: waitlistEntries.shopId,
      date: waitlistEntries.appointmentDate,
      time: waitlistEntries.appointmentTime,
      vehicleId: waitlistEntries.vehicleId,
      serviceIds: waitlistEntries.serviceIds,
      additionalDetails: waitlistEntries.additionalDetails,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
    })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.id, p.id), eq(waitlistEntries.userId, p.userId)))
    .for('update');
  return row ?? null;
}

export async function setStatus(tx: DbOrTx, p: { id: string; status: 'booked' | 'left' | 'declined'; appointmentId?: string }) {
  await tx
    .update(waitlistEntries)
    .set({ status: p.status, appointmentId: p.appointmentId ?? null, updatedAt: sql`now()` })
    .where(eq(waitlistEntries.id, p.id));
}

const OFFER_SWEEP_LOCK = 270_030;

/**
 * Serialises the offer job across instances for one transaction: only the holder of this advisory lock makes offers,
 * any other sweeping at the same moment gets false and leaves it to them.
 */
export async function tryLockOfferSweep(tx: DbOrTx): Promise<boolean> {
  const [row] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${OFFER_SWEEP_LOCK}) as locked`);
  return row?.locked === true;
}

/** Ends every offer whose hold has run out at `now`: its place goes to the next member waiting. */
export async function expireOffers(tx: DbOrTx, now: Date) {
  return tx
    .update(waitlistEntries)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(waitlistEntries.status, 'offered'), lte(waitlistEntries.offerExpiresAt, now)))
    .returning({ id: waitlistEntries.id });
}

/** Shops with someone waiting for a slot from `today` on and no offer open for that slot, locked as bookings lock them. */
export async function lockShopsWithWaiting(tx: DbOrTx, today: string) {
  return tx
    .select({ id: shops.id, schedule: shops.schedule, slotCapacity: shops.slotCapacity })
    .from(shops)
    .where(
      and(
        eq(shops.isActive, true),
        inArray(
          shops.id,
          tx
            .selectDistinct({ shopId: waitlistEntries.shopId })
            .from(waitlistEntries)
            .where(and(eq(waitlistEntries.status, 'waiting'), sql`${waitlistEntries.appointmentDate} >= ${today}`)),
        ),
      ),
    )
    .orderBy(asc(shops.id))
    .for('update');
}

/**
 * For each slot of those shops with someone waiting (from `today` on) and no open offer: the first in line (Premium
 * before Basic, then first come), the places appointments hold there, and the shop's closures that day.
 */
export function firstInLine(tx: DbOrTx, p: { shopIds: string[]; today: string }) {
  const w = waitlistEntries;
  return tx
    .selectDistinctOn([w.shopId, w.appointmentDate, w.appointmentTime], {
      id: w.id,
      userId: w.userId,
      shopId: w.shopId,
      date: w.appointmentDate,
      time: w.appointmentTime,
      taken: sql<number>`(select count(*) from ${appointments} a where a.shop_id = ${w.shopId} and a.appointment_date = ${w.appointmentDate}
        and a.appointment_time = ${w.appointmentTime} and a.status in ('scheduled', 'in-progress'))`.mapWith(Number),
      closures: sql<{ startDate: string; endDate: string; startTime: string | null; endTime: string | null }[]>`coalesce((
        select json_agg(json_build_object('startDate', c.start_date, 'endDate', c.end_date, 'startTime', c.start_time, 'endTime', c.end_time))
        from ${shopClosures} c where (c.shop_id = ${w.shopId} or c.shop_id is null)
          and c.start_date <= ${w.appointmentDate} and c.end_date >= ${w.appointmentDate}), '[]'::json)`,
    })
    .from(w)
    .leftJoin(profiles, eq(profiles.userId, w.userId))
    .where(
      and(
        inArray(w.shopId, p.shopIds),
        eq(w.status, 'waiting'),
        sql`${w.appointmentDate} >= ${p.today}`,
        sql`not exists (select 1 from ${waitlistEntries} o where o.shop_id = ${w.shopId} and o.appointment_date = ${w.appointmentDate}
          and o.appointment_time = ${w.appointmentTime} and o.status = 'offered')`,
      ),
    )
    .orderBy(
      w.shopId,
      w.appointmentDate,
      w.appointmentTime,
      sql`(${profiles.membershipLevel} = 'premium') desc nulls last`,
      asc(w.createdAt),
      asc(w.id),
    );
}

/** Offers the entries, held until `expiresAt`; returns what the offer mail and notice need. */
export async function markOffered(tx: DbOrTx, p: { ids: string[]; now: Date; expiresAt: Date }) {
  if (p.ids.length === 0) return [];
  return tx
    .update(waitlistEntries)
    .set({ status: 'offered', offeredAt: p.now, offerExpiresAt: p.expiresAt, updatedAt: sql`now()` })
    .where(and(inArray(waitlistEntries.id, p.ids), eq(waitlistEntries.status, 'waiting')))
    .returning({
      id: waitlistEntries.id,
      userId: waitlistEntries.userId,
      shopId: waitlistEntries.shopId,
      date: waitlistEntries.appointmentDate,
      time: waitlistEntries.appointmentTime,
      offerExpiresAt: waitlistEntries.offerExpiresAt,
    });
}

/** E-mail address and shop name for each offer's mail. */
export function offerMailFacts(tx: DbOrTx, ids: string[]) {
  return tx
    .select({ id: waitlistEntries.id, email: user.email, shopName: shops.name })
    .from(waitlistEntries)
    .innerJoin(user, eq(user.id, waitlistEntries.userId))
    .innerJoin(shops, eq(shops.id, waitlistEntries.shopId))
    .where(inArray(waitlistEntries.id, ids));
}

/** Whether the member's offer is open: `offered` and its hold not run out at `now`. */
export const isOpenOffer = (e: { status: string; offerExpiresAt: Date | null }, now: Date) =>
  e.status === 'offered' && e.offerExpiresAt !== null && e.offerExpiresAt > now;
