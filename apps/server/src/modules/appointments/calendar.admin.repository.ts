import { and, asc, between, eq, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { serviceNamesColumn } from './appointments.repository.ts';

const calendarShopQuery = preparedPerDatabase((db) =>
  db
    .select({ id: shops.id, name: shops.name, schedule: shops.schedule, slotCapacity: shops.slotCapacity })
    .from(shops)
    .where(eq(shops.id, sql.placeholder('shopId')))
    .prepare('calendar_shop'),
);

export async function findCalendarShop(db: Db, shopId: string) {
  const [row] = await calendarShopQuery(db).execute({ shopId });
  return row ?? null;
}

/**
 * Every appointment of a shop over a range of days but the cancelled ones, with what a calendar card shows: one
 * range scan of appointments_shop_slot_idx (shop, date, time), then per row a primary-key probe each for the
 * profile, the vehicle and the services (about 140 rows for a week on the bench seed).
 */
const calendarBookingsQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: appointments.id,
      date: appointments.appointmentDate,
      time: appointments.appointmentTime,
      status: appointments.status,
      // The e-mail is read only for a customer without a name: coalesce evaluates its subquery lazily.
      customerName: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''), (select ${user.email} from ${user} where ${user.id} = ${appointments.userId}))`,
      vehicleYear: vehicles.year,
      vehicleMake: vehicles.make,
      vehicleModel: vehicles.model,
      licensePlate: vehicles.licensePlate,
      serviceNames: serviceNamesColumn,
    })
    .from(appointments)
    .leftJoin(profiles, eq(profiles.userId, appointments.userId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .where(
      and(
        eq(appointments.shopId, sql.placeholder('shopId')),
        between(appointments.appointmentDate, sql.placeholder('from'), sql.placeholder('to')),
        ne(appointments.status, 'cancelled'),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime), asc(appointments.createdAt))
    .prepare('calendar_bookings'),
);

export function listCalendarBookings(db: Db, p: { shopId: string; from: string; to: string }) {
  return calendarBookingsQuery(db).execute(p);
}

/** The move itself: only the date and time change (the member's notes stay as they are). */
export async function moveSchedule(tx: DbOrTx, p: { id: string; date: string; time: string }) {
  await tx
    .update(appointments)
    .set({ appointmentDate: p.date, appointmentTime: p.time, updatedAt: new Date() })
    .where(eq(appointments.id, p.id));
}

/** The customer's name as the audit log keeps it: first and last name, else the e-mail. */
export async function customerName(tx: DbOrTx, userId: string): Promise<string> {
  const [row] = await tx
    .select({ email: user.email, firstName: profiles.firstName, lastName: profiles.lastName })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, userId));
  return row ? [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email : userId;
}
