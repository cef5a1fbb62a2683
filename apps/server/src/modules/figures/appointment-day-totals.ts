import { and, between, gte, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointmentCountChanges, appointmentDayCounts } from '../../db/schema/appointment-counts.ts';
import { appointmentStatuses, type AppointmentStatus } from '@drivecare/contract/appointments';

/** Appointments of some statuses between two club days, either bound left open. */
export interface AppointmentSelection {
  statuses?: readonly AppointmentStatus[];
  from?: string;
  to?: string;
}

const ALL_STATUSES: readonly AppointmentStatus[] = appointmentStatuses;
const placeholder = (name: string) => sql.placeholder(name);

/** A selection's values for the prepared statements that read selectionTotal(): a missing bound is an open one. */
export const selectionValues = (sel: AppointmentSelection) => ({
  statuses: [...(sel.statuses ?? ALL_STATUSES)],
  from: sel.from ?? '-infinity',
  to: sel.to ?? 'infinity',
});

/** The selection of selectionValues(), as a condition on a status and a day column of a prepared statement. */
export const preparedSelection = (status: AnyPgColumn, day: AnyPgColumn) =>
  and(sql`${status} = any(${placeholder('statuses')})`, gte(day, placeholder('from')), lte(day, placeholder('to')));

/**
 * A selection's total from the per-day totals (a few hundred rows for a few months) plus the changes not yet
 * folded into them: exact, without counting tens of thousands of appointments. A column of a prepared statement
 * whose values come from selectionValues(). Reference: recountAppointmentSelection.
 */
export const selectionTotal = () => {
  const totals = appointmentDayCounts;
  const changes = appointmentCountChanges;
  return sql<number>`(select coalesce(sum(${totals.n}), 0) + (select coalesce(sum(${changes.delta}), 0) from ${changes} where ${preparedSelection(changes.status, changes.day)})
    from ${totals} where ${preparedSelection(totals.status, totals.day)})`.mapWith(Number);
};

const selectionTotalQuery = preparedPerDatabase((db) =>
  db.select({ n: selectionTotal() }).from(sql`(select 1) as one`).prepare('admin_appointment_day_totals'),
);

/** A selection's total alone (for a page past the last appointment; a page's rows carry it otherwise). */
export async function countAppointmentSelection(db: Db, sel: AppointmentSelection) {
  return (await selectionTotalQuery(db).execute(selectionValues(sel)))[0]?.n ?? 0;
}

/** Moves the appended changes into the per-day totals, in one statement (a concurrent fold skips what this one took). */
export async function foldAppointmentDayCounts(db: DbOrTx) {
  await db.execute(sql`
    with moved as (delete from ${appointmentCountChanges} returning day, status, delta)
    insert into ${appointmentDayCounts} as t (day, status, n)
    select day, status, sum(delta) from moved group by day, status
    on conflict (day, status) do update set n = t.n + excluded.n`);
}

/** Every (day, status, n) of the per-day totals, the changes not yet folded into them included. */
const dayTotalsOf = (db: Db) =>
  db
    .select({ day: appointmentDayCounts.day, status: appointmentDayCounts.status, n: appointmentDayCounts.n })
    .from(appointmentDayCounts)
    .unionAll(db.select({ day: appointmentCountChanges.day, status: appointmentCountChanges.status, n: appointmentCountChanges.delta }).from(appointmentCountChanges))
    .as('totals');

/** Scheduled from today on, cancelled and rescheduled, ever. Reference: recountAppointmentStatusTotals. */
export async function countAppointmentStatusTotals(db: Db, today: string) {
  const t = dayTotalsOf(db);
  const [row] = await db
    .select({
      upcoming: sql<number>`coalesce(sum(${t.n}) filter (where ${t.status} = 'scheduled' and ${t.day} >= ${today}), 0)`.mapWith(Number),
      cancelled: sql<number>`coalesce(sum(${t.n}) filter (where ${t.status} = 'cancelled'), 0)`.mapWith(Number),
      rescheduled: sql<number>`coalesce(sum(${t.n}) filter (where ${t.status} = 'rescheduled'), 0)`.mapWith(Number),
    })
    .from(t);
  return { upcoming: row?.upcoming ?? 0, cancelled: row?.cancelled ?? 0, rescheduled: row?.rescheduled ?? 0 };
}

export const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/**
 * Appointments (not cancelled) on each of the next `days` club days, today first; empty days count 0.
 * Reference: recountAppointmentsPerDay.
 */
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
