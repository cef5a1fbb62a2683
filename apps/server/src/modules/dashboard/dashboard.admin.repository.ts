import { and, between, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appointmentCountChanges, appointmentDayCounts } from '../../db/schema/appointment-counts.ts';
import { countMembers } from '../people/users-list.repository.ts';
import { countPremiumMembers } from '../people/users.repository.ts';

/** Every (day, status, n) of the per-day totals, the changes not yet folded into them included. */
const dayTotalsOf = (db: Db) =>
  db
    .select({ day: appointmentDayCounts.day, status: appointmentDayCounts.status, n: appointmentDayCounts.n })
    .from(appointmentDayCounts)
    .unionAll(db.select({ day: appointmentCountChanges.day, status: appointmentCountChanges.status, n: appointmentCountChanges.delta }).from(appointmentCountChanges))
    .as('totals');

/**
 * The admin dashboard's figures, exact and without reading 100,000 members or 500,000 appointments: the members
 * from the counters the users page reads (a ban counts while it lasts), the appointments from the per-day totals
 * the back office's appointment lists read.
 */
export async function countDashboardStats(db: Db, today: string) {
  const t = dayTotalsOf(db);
  const [members, premium, [appts], perDay] = await Promise.all([
    countMembers(db),
    countPremiumMembers(db),
    db
      .select({
        upcoming: sql<number>`coalesce(sum(${t.n}) filter (where ${t.status} = 'scheduled' and ${t.day} >= ${today}), 0)`.mapWith(Number),
        cancelled: sql<number>`coalesce(sum(${t.n}) filter (where ${t.status} = 'cancelled'), 0)`.mapWith(Number),
        rescheduled: sql<number>`coalesce(sum(${t.n}) filter (where ${t.status} = 'rescheduled'), 0)`.mapWith(Number),
      })
      .from(t),
    countAppointmentsPerDay(db, today, 14),
  ]);
  return {
    users: { total: members.total, active: members.active, inactive: members.total - members.active },
    membership: { premium, basic: members.total - premium },
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
  const t = dayTotalsOf(db);
  const rows = await db
    .select({ date: t.day, count: sql<number>`sum(${t.n})`.mapWith(Number) })
    .from(t)
    .where(and(between(t.day, today, last), ne(t.status, 'cancelled')))
    .groupBy(t.day);
  const byDay = new Map(rows.map((r) => [String(r.date), r.count]));
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i);
    return { date, count: byDay.get(date) ?? 0 };
  });
}
