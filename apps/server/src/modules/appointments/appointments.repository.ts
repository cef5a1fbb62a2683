import { and, asc, between, eq, inArray, ne, or, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments, appointmentServices, receipts } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { mailOutbox, type NewOutboxRow } from '../../db/schema/mail.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import type { DocumentJson } from './appointment-documents.repository.ts';
import { shopContactColumns } from '../shops/shops.repository.ts';
import { shopClosures } from '../../db/schema/shop-closures.ts';
import type { ClosureSpan } from './availability.ts';
import { memberRulesSql } from './booking-rules.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';

/**
 * Statuses that hold a place in a slot; cancelled and finished appointments free it. Written as literal SQL, the
 * same text as the partial index appointments_occupied_slot_idx, so the planner can prove the index applies.
 */
const holdsAPlace = sql`${appointments.status} in ('scheduled', 'in-progress')`;

const shopSlotColumns = { id: shops.id, schedule: shops.schedule, slotCapacity: shops.slotCapacity, isActive: shops.isActive };

const shopSlotsQuery = preparedPerDatabase((db) =>
  db
    .select(shopSlotColumns)
    .from(shops)
    .where(eq(shops.id, sql.placeholder('id')))
    .prepare('shop_slots'),
);

export async function findShop(db: Db, id: string) {
  const [row] = await shopSlotsQuery(db).execute({ id });
  return row ?? null;
}

/** The shop row, locked until the transaction ends: bookings for one shop check and insert one at a time. */
export async function lockShop(tx: DbOrTx, id: string) {
  const [row] = await tx.select(shopSlotColumns).from(shops).where(eq(shops.id, id)).for('update');
  return row ?? null;
}

/**
 * A booking's first statement: locks the shop row (as lockShop) and, in the same round trip, reads what the booking
 * checks and its confirmation shows: the member's vehicle (null when it is not theirs), the names of the chosen
 * services that are active (alphabetical), and the member's e-mail and name. Null when the shop does not exist.
 */
export async function lockShopForBooking(
  tx: DbOrTx,
  p: { shopId: string; userId: string; vehicleId: string; serviceIds: string[]; date: string },
) {
  const [row] = await tx
    .select({
      ...shopSlotColumns,
      name: shops.name,
      address: shops.address,
      city: shops.city,
      state: shops.state,
      member: sql<{ email: string; name: string }>`(select json_build_object('email', ${user.email}, 'name', ${user.name}) from ${user} where ${user.id} = ${p.userId})`,
      vehicle: sql<{ year: number; make: string; model: string; licensePlate: string | null } | null>`(
        select json_build_object('year', ${vehicles.year}, 'make', ${vehicles.make}, 'model', ${vehicles.model}, 'licensePlate', ${vehicles.licensePlate})
        from ${vehicles} where ${vehicles.id} = ${p.vehicleId} and ${vehicles.userId} = ${p.userId})`,
      serviceNames: sql<string[]>`array(select ${services.name} from ${services} where ${inArray(services.id, p.serviceIds)} and ${services.isActive} order by ${services.name})`,
      closures: closuresOnDate(p.shopId, p.date),
      rules: memberRulesSql(p.userId),
    })
    .from(shops)
    .where(eq(shops.id, p.shopId))
    .for('update');
  return row ?? null;
}

/** The shop's closures and the club's holidays that touch a date, as one JSON array (a booking's one round trip). */
const closuresOnDate = (shopId: string, date: string) => sql<ClosureSpan[]>`coalesce((
  select json_agg(json_build_object('startDate', ${shopClosures.startDate}, 'endDate', ${shopClosures.endDate},
    'startTime', ${shopClosures.startTime}, 'endTime', ${shopClosures.endTime}))
  from ${shopClosures}
  where (${shopClosures.shopId} = ${shopId} or ${shopClosures.shopId} is null)
    and ${shopClosures.startDate} <= ${date} and ${shopClosures.endDate} >= ${date}), '[]'::json)`;

type Param = string | Placeholder;
const occupying = (p: { shopId: Param; from: Param; to: Param }) => [
  eq(appointments.shopId, p.shopId),
  between(appointments.appointmentDate, p.from, p.to),
  holdsAPlace,
];
const takenPlacesSelect = (db: DbOrTx, conditions: SQL[]) =>
  db
    .select({ date: appointments.appointmentDate, time: appointments.appointmentTime, n: sql<number>`count(*)::int` })
    .from(appointments)
    .where(and(...conditions))
    .groupBy(appointments.appointmentDate, appointments.appointmentTime);
const byPlace = (rows: { date: string; time: string; n: number }[]) => new Map(rows.map((r) => [`${r.date}|${r.time}`, Number(r.n)]));

const takenPlacesQuery = preparedPerDatabase((db) =>
  takenPlacesSelect(db, occupying({ shopId: sql.placeholder('shopId'), from: sql.placeholder('from'), to: sql.placeholder('to') })).prepare(
    'taken_places',
  ),
);

/** Places taken per 'date|time' at a shop between two dates, outside any transaction (the availability view). */
export async function takenPlacesBetween(db: Db, p: { shopId: string; from: string; to: string }): Promise<Map<string, number>> {
  return byPlace(await takenPlacesQuery(db).execute(p));
}

/** Places taken per 'date|time' at a shop between two dates; the member's own `exclude` appointment does not count. */
export async function takenPlaces(
  db: DbOrTx,
  p: { shopId: string; from: string; to: string; exclude?: { id: string; userId: string } },
): Promise<Map<string, number>> {
  const conditions = occupying(p);
  if (p.exclude) {
    conditions.push(or(ne(appointments.id, p.exclude.id), ne(appointments.userId, p.exclude.userId))!);
  }
  return byPlace(await takenPlacesSelect(db, conditions));
}

/**
 * Places held per 'date|time' at a shop by waitlist offers still open to another member than `exceptUserId`: a held
 * place counts as taken for everyone but the member it is offered to (decision record 0036).
 */
export async function heldPlaces(db: DbOrTx, p: { shopId: string; from: string; to: string; exceptUserId?: string }): Promise<Map<string, number>> {
  const rows = await db
    .select({ date: waitlistEntries.appointmentDate, time: waitlistEntries.appointmentTime, n: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(
      and(
        eq(waitlistEntries.shopId, p.shopId),
        between(waitlistEntries.appointmentDate, p.from, p.to),
        sql`${waitlistEntries.status} = 'offered'`,
        sql`${waitlistEntries.offerExpiresAt} > now()`,
        p.exceptUserId ? ne(waitlistEntries.userId, p.exceptUserId) : undefined,
      ),
    )
    .groupBy(waitlistEntries.appointmentDate, waitlistEntries.appointmentTime);
  return byPlace(rows);
}

/** Adds one map of places per 'date|time' into another. */
export function addPlaces(into: Map<string, number>, more: Map<string, number>) {
  for (const [k, n] of more) into.set(k, (into.get(k) ?? 0) + n);
  return into;
}

export async function findOwnVehicle(db: DbOrTx, p: { userId: string; id: string }) {
  const [row] = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.id, p.id), eq(vehicles.userId, p.userId)));
  return row ?? null;
}

export function findActiveServices(db: DbOrTx, ids: string[]) {
  return db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(and(inArray(services.id, ids), eq(services.isActive, true)));
}

/**
 * A booking's second statement: the appointment, its services and its confirmation (the outbox row), and how many
 * places other appointments hold in its slot. Run after lockShopForBooking, so that count includes every booking
 * committed for the shop; when it has reached the capacity the caller rolls back, and all three rows go with it.
 */
export async function insertBooking(
  tx: DbOrTx,
  p: {
    id: string;
    userId: string;
    vehicleId: string;
    shopId: string;
    date: string;
    time: string;
    additionalDetails: string | null;
    serviceIds: string[];
    confirmation: NewOutboxRow;
  },
) {
  const inserted = tx.$with('inserted').as(
    tx
      .insert(appointments)
      .values({
        id: p.id,
        userId: p.userId,
        vehicleId: p.vehicleId,
        shopId: p.shopId,
        appointmentDate: p.date,
        appointmentTime: p.time,
        additionalDetails: p.additionalDetails,
        status: 'scheduled',
      })
      .returning({ id: appointments.id }),
  );
  const linked = tx.$with('linked').as(
    tx
      .insert(appointmentServices)
      .select(tx.select({ appointmentId: inserted.id, serviceId: sql`unnest(${sql.param(p.serviceIds)}::uuid[])`.as('service_id') }).from(inserted))
      .returning({ id: appointmentServices.appointmentId }),
  );
  const mailed = tx.$with('mailed').as(tx.insert(mailOutbox).values(p.confirmation).returning({ id: mailOutbox.id }));
  // The statement's own rows are not visible to its reads: `taken` counts the other appointments only.
  const [row] = await tx
    .with(inserted, linked, mailed)
    .select({
      // Plus the places waitlist offers hold for other members (still one statement).
      taken: sql<number>`(select count(*) from ${appointments} where ${and(eq(appointments.shopId, p.shopId), eq(appointments.appointmentDate, p.date), eq(appointments.appointmentTime, p.time), holdsAPlace)})
        + (select count(*) from ${waitlistEntries} where ${and(eq(waitlistEntries.shopId, p.shopId), eq(waitlistEntries.appointmentDate, p.date), eq(waitlistEntries.appointmentTime, p.time), ne(waitlistEntries.userId, p.userId))}
           and ${waitlistEntries.status} = 'offered' and ${waitlistEntries.offerExpiresAt} > now())`.mapWith(Number),
    })
    .from(inserted);
  return { taken: row?.taken ?? 0 };
}

/** The member's appointment, locked for a change, with the booking rules the member is bound by (same round trip). */
export async function lockOwnAppointment(tx: DbOrTx, p: { userId: string; id: string }) {
  const [row] = await tx
    .select({
      id: appointments.id,
      shopId: appointments.shopId,
      status: appointments.status,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      rules: memberRulesSql(p.userId),
    })
    .from(appointments)
    .where(and(eq(appointments.id, p.id), eq(appointments.userId, p.userId)))
    .for('update');
  return row ?? null;
}

export async function updateSchedule(
  tx: DbOrTx,
  p: { id: string; date: string; time: string; additionalDetails: string | null },
) {
  await tx
    .update(appointments)
    .set({ appointmentDate: p.date, appointmentTime: p.time, additionalDetails: p.additionalDetails, updatedAt: new Date() })
    .where(eq(appointments.id, p.id));
}

export async function markCancelled(tx: DbOrTx, id: string) {
  await tx
    .update(appointments)
    .set({ status: 'cancelled', previousStatus: 'scheduled', updatedAt: new Date() })
    .where(and(eq(appointments.id, id), eq(appointments.status, 'scheduled')));
}

/**
 * The names of the services of the appointment whose id is `appointmentId`, as one array column, alphabetical; a
 * service row that vanished reads as null.
 */
export const serviceNamesOf = (appointmentId: AnyPgColumn) => sql<(string | null)[]>`array(
  select ${services.name} from ${appointmentServices}
  left join ${services} on ${services.id} = ${appointmentServices.serviceId}
  where ${appointmentServices.appointmentId} = ${appointmentId}
  order by ${services.name})`;
export const serviceNamesColumn = serviceNamesOf(appointments.id);

const myAppointmentsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      status: appointments.status,
      additionalDetails: appointments.additionalDetails,
      shopName: shops.name,
      shopPhone: shops.phoneNumber,
      vehicleYear: vehicles.year,
      vehicleMake: vehicles.make,
      vehicleModel: vehicles.model,
      serviceNames: serviceNamesColumn,
      // Not correlated with the row: PostgreSQL reads it once for the statement.
      rules: memberRulesSql(sql.placeholder('userId')),
    })
    .from(appointments)
    .leftJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .where(eq(appointments.userId, sql.placeholder('userId')))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.createdAt))
    .prepare('my_appointments'),
);

/** The member's appointments with shop, vehicle and service names, by date then time, in one prepared statement. */
export function listAppointments(db: Db, userId: string) {
  return myAppointmentsQuery(db).execute({ userId });
}

/** The vehicle as an appointment's details show it (left-joined: all null when the vehicle is gone). */
export const appointmentVehicleColumns = {
  vehicleId: vehicles.id,
  vehicleYear: vehicles.year,
  vehicleMake: vehicles.make,
  vehicleModel: vehicles.model,
  vehicleColor: vehicles.color,
  vehicleLicensePlate: vehicles.licensePlate,
};

/**
 * One of the member's appointments with its shop and vehicle, and its services (alphabetical) and documents
 * (newest first) as JSON columns: the whole details view in one round trip.
 */
const appointmentQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: appointments.id,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
      status: appointments.status,
      additionalDetails: appointments.additionalDetails,
      createdAt: appointments.createdAt,
      shop: shopContactColumns,
      ...appointmentVehicleColumns,
      services: sql<{ id: string; name: string; description: string | null }[]>`coalesce((
        select json_agg(json_build_object('id', ${services.id}, 'name', ${services.name}, 'description', ${services.description}) order by ${services.name})
        from ${appointmentServices} join ${services} on ${services.id} = ${appointmentServices.serviceId}
        where ${appointmentServices.appointmentId} = ${appointments.id}), '[]'::json)`,
      documents: sql<DocumentJson[]>`coalesce((
        select json_agg(json_build_object('id', ${receipts.id}, 'fileName', ${receipts.fileName}, 'contentType', ${receipts.contentType},
          'sizeBytes', ${receipts.sizeBytes}, 'uploadDate', ${receipts.uploadDate}) order by ${receipts.uploadDate} desc)
        from ${receipts} where ${receipts.appointmentId} = ${appointments.id}), '[]'::json)`,
      rules: memberRulesSql(sql.placeholder('userId')),
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .where(and(eq(appointments.id, sql.placeholder('id')), eq(appointments.userId, sql.placeholder('userId'))))
    .prepare('member_appointment'),
);

export async function findAppointment(db: Db, p: { userId: string; id: string }) {
  const [row] = await appointmentQuery(db).execute(p);
  return row ?? null;
}

/** Who to tell and what about, for the confirmation and status e-mails. */
export async function findMailFacts(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      shopName: shops.name,
      shopAddress: shops.address,
      shopCity: shops.city,
      shopState: shops.state,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(eq(appointments.id, id));
  return row ?? null;
}
