import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';

const membershipQuery = preparedPerDatabase((db) =>
  db
    .select({ membershipLevel: profiles.membershipLevel })
    .from(profiles)
    .where(eq(profiles.userId, sql.placeholder('userId')))
    .prepare('dashboard_membership'),
);

const latestVehiclesQuery = preparedPerDatabase((db) =>
  db
    .select({ id: vehicles.id, make: vehicles.make, model: vehicles.model, year: vehicles.year })
    .from(vehicles)
    .where(eq(vehicles.userId, sql.placeholder('userId')))
    .orderBy(desc(vehicles.createdAt), desc(vehicles.id))
    .limit(sql.placeholder('limit'))
    .prepare('dashboard_vehicles'),
);

const upcomingQuery = preparedPerDatabase((db) =>
  db
    .select({
      id: appointments.id,
      shopName: shops.name,
      appointmentDate: appointments.appointmentDate,
      appointmentTime: appointments.appointmentTime,
    })
    .from(appointments)
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .where(
      and(
        eq(appointments.userId, sql.placeholder('userId')),
        eq(appointments.status, 'scheduled'),
        gte(appointments.appointmentDate, sql.placeholder('today')),
      ),
    )
    .orderBy(asc(appointments.appointmentDate), asc(appointments.appointmentTime))
    .limit(sql.placeholder('limit'))
    .prepare('dashboard_upcoming'),
);

export async function findMembershipLevel(db: Db, userId: string) {
  const [row] = await membershipQuery(db).execute({ userId });
  return row?.membershipLevel ?? null;
}

/** The member's most recently added vehicles. */
export function listLatestVehicles(db: Db, p: { userId: string; limit: number }) {
  return latestVehiclesQuery(db).execute(p);
}

/** The member's scheduled appointments on or after `today`, soonest first. */
export function listUpcomingAppointments(db: Db, p: { userId: string; today: string; limit: number }) {
  return upcomingQuery(db).execute(p);
}
