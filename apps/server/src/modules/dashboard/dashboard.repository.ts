import type { Dashboard } from '@drivecare/contract/dashboard';
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';

const userId = sql.placeholder('userId');
const limit = sql.placeholder('limit');

/** The member's most recently added vehicles, as a JSON array. */
const latestVehicles = (db: Db) => sql<Dashboard['vehicles']>`coalesce((
  select json_agg(json_build_object('id', v.id, 'make', v.make, 'model', v.model, 'year', v.year) order by v.added desc, v.id desc)
  from (${db
    .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, year: vehicles.year, added: sql`${vehicles.createdAt}`.as('added') })
    .from(vehicles)
    .where(eq(vehicles.userId, userId))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(limit)}) v), '[]'::json)`;

/** The member's scheduled appointments on or after `today`, soonest first, as a JSON array. */
const upcomingAppointments = (db: Db) => sql<Dashboard['upcomingAppointments']>`coalesce((
  select json_agg(json_build_object('id', a.id, 'shopName', a.shop_name, 'appointmentDate', a.day, 'appointmentTime', a.time) order by a.day, a.time)
  from (${db
    .select({
      id: appointments.id,
      shopName: sql`${shops.name}`.as('shop_name'),
      day: sql`${appointments.appointmentDate}`.as('day'),
      time: sql`${appointments.appointmentTime}`.as('time'),
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(and(eq(appointments.userId, userId), eq(appointments.status, 'scheduled'), gte(appointments.appointmentDate, sql.placeholder('today'))))
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .limit(limit)}) a), '[]'::json)`;

/**
 * Everything the member's home screen shows in one prepared statement: one round trip instead of three, which
 * at this size costs more than the reads themselves.
 */
const dashboardQuery = preparedPerDatabase((db) =>
  db
    .select({
      membershipLevel: sql<string | null>`(select ${profiles.membershipLevel} from ${profiles} where ${profiles.userId} = ${userId})`,
      vehicles: latestVehicles(db),
      upcomingAppointments: upcomingAppointments(db),
    })
    .from(user)
    .where(eq(user.id, userId))
    .prepare('member_dashboard'),
);

export async function findDashboard(db: Db, p: { userId: string; today: string; limit: number }) {
  const [row] = await dashboardQuery(db).execute(p);
  return row ?? { membershipLevel: null, vehicles: [], upcomingAppointments: [] };
}
