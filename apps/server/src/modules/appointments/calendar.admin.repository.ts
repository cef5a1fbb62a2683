import type { AppointmentStatus } from '@drivecare/contract/appointments';
import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { careCatalogueVersion } from '../../db/schema/vehicle-care-versions.ts';

export interface CalendarClosure {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  reason: string;
}

/** A calendar card's booking: [id, date, time, status, customer name, vehicle, licence plate, service names]. */
export type CalendarBookingTuple = [string, string, string, AppointmentStatus, string, string | null, string | null, string[]];

const from = sql.placeholder('from');
const to = sql.placeholder('to');

/**
 * The shop's calendar version and the catalogue's (migrations 0026 and 0025), as one text: a kept calendar is
 * current while it is unchanged. A shop never raised reads as 0.
 */
const version = sql<string>`concat(coalesce((select cv.version from calendar_versions cv where cv.shop_id = ${sql.placeholder('shopId')}), 0), '.', (select cc.version from care_catalogue_version cc))`;

/**
 * The whole calendar read in one prepared statement and one round trip: the shop, its closures and the club's
 * holidays over the range, and every appointment of the shop over the range but the cancelled ones, with what a
 * calendar card shows, aggregated into JSON by PostgreSQL. The appointments come from one range scan of
 * appointments_shop_slot_idx (shop, date, time), about 140 rows for a week on the bench seed; per row a
 * primary-key probe each for the profile and the vehicle and an index-only probe of appointment_services (the
 * eight services are hashed once). Each booking is a JSON array rather than an object: the names are not repeated
 * 140 times, and the server reads it with one JSON.parse. The versions come from the same snapshot as the rows.
 */
const calendarQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: shops.id,
      name: shops.name,
      schedule: shops.schedule,
      slotCapacity: shops.slotCapacity,
      version,
      // Written with aliases: in a one-table select Drizzle names columns without their table.
      closures: sql<CalendarClosure[]>`coalesce((
        select json_agg(json_build_object('startDate', c.start_date, 'endDate', c.end_date,
          'startTime', c.start_time, 'endTime', c.end_time, 'reason', c.reason) order by c.start_date, c.start_time, c.id)
        from shop_closures c
        where (c.shop_id = shops.id or c.shop_id is null) and c.start_date <= ${to} and c.end_date >= ${from}), '[]'::json)`,
      bookings: sql<CalendarBookingTuple[]>`coalesce((
        select json_agg(json_build_array(a.id, a.appointment_date, a.appointment_time, a.status,
            -- The e-mail is read only for a customer without a name: coalesce evaluates its subquery lazily.
            coalesce(nullif(trim(concat_ws(' ', p.first_name, p.last_name)), ''), (select u.email from "user" u where u.id = a.user_id)),
            case when v.year is not null and v.make <> '' and v.model <> '' then concat_ws(' ', v.year, v.make, v.model) end,
            v.license_plate,
            coalesce((select json_agg(sv.name order by sv.name) from appointment_services x
              join services sv on sv.id = x.service_id where x.appointment_id = a.id), '[]'::json))
          order by a.appointment_date, a.appointment_time, a.created_at)
        from appointments a
        left join user_profiles p on p.user_id = a.user_id
        left join vehicles v on v.id = a.vehicle_id
        where a.shop_id = shops.id and a.appointment_date between ${from} and ${to} and a.status <> 'cancelled'), '[]'::json)`,
    })
    .from(shops)
    .where(eq(shops.id, sql.placeholder('shopId')))
    .prepare('calendar_read'),
);

export type CalendarRow = NonNullable<Awaited<ReturnType<typeof readCalendar>>>;

/** The shop, its closures over the range and its bookings over the range (see `calendarQuery`); null for no such shop. */
export async function readCalendar(db: Db, p: { shopId: string; from: string; to: string }) {
  const [row] = await calendarQuery(db).execute(p);
  return row ?? null;
}

const versionQuery = preparedPerDatabase((db) =>
  db
    .select({ version })
    .from(careCatalogueVersion)
    .prepare('calendar_version'),
);

/** The versions alone (one probe of a primary key and a one-row table): whether a kept calendar is still current. */
export async function readCalendarVersion(db: Db, shopId: string): Promise<string | null> {
  const [row] = await versionQuery(db).execute({ shopId });
  return row?.version ?? null;
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
