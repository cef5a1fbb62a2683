import { and, between, count, eq, gte, isNull, ne, sql } from 'drizzle-orm';
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
  const perDay = await countAppointmentsPerDay(db, today, 14);
  const total = users?.total ?? 0;
  const active = users?.active ?? 0;
  const premium = users?.premium ?? 0;
  return {
    users: { total, active, inactive: total - active },
    membership: { premium, basic: total - premium },
    appointments: { upcoming: appts?.upcoming ?? 0, cancelled: appts?.cancelled ?? 0, rescheduled: appts?.rescheduled ?? 0 },
    perDay,
  };
}

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Appointments (not cancelled) on each of the next `days` club days, today first; empty days count 0. */
export async function countAppointmentsPerDay(db: Db, today: string, days: number) {
  const last = addDays(today, days - 1);
  const rows = await db
    .select({ date: appointments.appointmentDate, count: count() })
    .from(appointments)
    .where(and(between(appointments.appointmentDate, today, last), ne(appointments.status, 'cancelled')))
    .groupBy(appointments.appointmentDate);
  const byDay = new Map(rows.map((r) => [String(r.date), r.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i);
    return { date, count: byDay.get(date) ?? 0 };
  });
}
