import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { profiles } from '../../db/schema/profiles.ts';

/** Real counts for the admin dashboard: one round trip per table, no per-row work. */
export async function countDashboardStats(db: Db, today: string) {
  const [users] = await db
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${profiles.isActive} and not coalesce(${user.banned}, false))`.mapWith(Number),
      premium: sql<number>`count(*) filter (where ${profiles.membershipLevel} = 'premium')`.mapWith(Number),
    })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.userId))
    .where(and(isNull(profiles.deletedAt), eq(user.role, 'user')));
  const [appts] = await db
    .select({
      upcoming: sql<number>`count(*) filter (where ${appointments.status} = 'scheduled' and ${appointments.appointmentDate} >= ${today})`.mapWith(Number),
      cancelled: sql<number>`count(*) filter (where ${appointments.status} = 'cancelled')`.mapWith(Number),
      rescheduled: sql<number>`count(*) filter (where ${appointments.status} = 'rescheduled')`.mapWith(Number),
    })
    .from(appointments)
    .where(gte(appointments.appointmentDate, sql`'1900-01-01'`));
  const total = users?.total ?? 0;
  const active = users?.active ?? 0;
  const premium = users?.premium ?? 0;
  return {
    users: { total, active, inactive: total - active },
    membership: { premium, basic: total - premium },
    appointments: { upcoming: appts?.upcoming ?? 0, cancelled: appts?.cancelled ?? 0, rescheduled: appts?.rescheduled ?? 0 },
  };
}
