import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AdminAppointmentStatus, AdminAppointmentTab } from '@drivecare/contract/admin-appointments';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments, receipts } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { shops } from '../../db/schema/catalogue.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { serviceNamesOf } from './appointments.repository.ts';
import { staffAppointmentColumns } from './appointments.admin.repository.ts';
import {
  countAppointmentSelection,
  preparedSelection,
  selectionTotal,
  selectionValues,
  type AppointmentSelection,
} from '../figures/appointment-day-totals.ts';

export interface ListFilters {
  tab: AdminAppointmentTab;
  today: string;
  from?: string;
  to?: string;
  status?: AdminAppointmentStatus;
  q?: string;
  limit: number;
  offset: number;
}

const escapeLike = (s: string) => s.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`);

/**
 * Each word must match the customer's first or last name or the vehicle's make or model (prefix), or its plate.
 * Matching people and vehicles are found first (small tables, name prefixes indexed), so the appointments are
 * filtered by id sets instead of joining every row: about 6x faster at 500,000 appointments.
 */
export function searchCondition(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) => {
      const prefix = `${escapeLike(w)}%`;
      const contains = `%${escapeLike(w)}%`;
      return sql`(${appointments.userId} in (select ${profiles.userId} from ${profiles} where lower(${profiles.firstName}) like ${prefix} or lower(${profiles.lastName}) like ${prefix})
        or ${appointments.vehicleId} in (select ${vehicles.id} from ${vehicles} where lower(${vehicles.make}) like ${prefix} or lower(${vehicles.model}) like ${prefix} or lower(${vehicles.licensePlate}) like ${contains}))`;
    }),
  );
}

/** The statuses and days a tab and its filters select: the rows and the per-day totals read the same selection. */
export function selection(f: Omit<ListFilters, 'limit' | 'offset'>): AppointmentSelection {
  const range = { from: f.from, to: f.to };
  switch (f.tab) {
    case 'upcoming':
      return { statuses: ['scheduled', 'in-progress'], to: f.to, from: f.from && f.from > f.today ? f.from : f.today };
    case 'completed':
      return { statuses: ['completed'], ...range };
    case 'cancelled':
      return { statuses: ['cancelled'], ...range };
    case 'no-show':
      return { statuses: ['missed', 'no-show'], ...range };
    case 'all':
      return { statuses: f.status ? [f.status] : undefined, ...range };
  }
}

export function selectionCondition(sel: AppointmentSelection, status: AnyPgColumn, day: AnyPgColumn): SQL | undefined {
  return and(
    sel.statuses ? inArray(status, [...sel.statuses]) : undefined,
    sel.from ? gte(day, sel.from) : undefined,
    sel.to ? lte(day, sel.to) : undefined,
  );
}

const placeholder = (name: string) => sql.placeholder(name);

type Direction = typeof asc;
type Bound = number | ReturnType<typeof placeholder>;

/**
 * A page in (date, time, id) order. Its ids are chosen first and only those rows are joined to people, shops and
 * vehicles: joined before the limit, PostgreSQL sized its lookup caches (Memoize) for the whole date range, some
 * 14 ms a page at 500,000 appointments before the first row was read.
 */
function pageQuery<T>(db: Db, where: SQL | undefined, direction: Direction, limit: Bound, offset: Bound, total: SQL.Aliased<T> | SQL<T>) {
  const order = (t: { appointmentDate: AnyPgColumn; appointmentTime: AnyPgColumn; id: AnyPgColumn }) => [
    direction(t.appointmentDate),
    direction(t.appointmentTime),
    direction(t.id),
  ];
  const page = db
    .select({
      ...staffAppointmentColumns,
      userId: appointments.userId,
      shopId: appointments.shopId,
      vehicleId: appointments.vehicleId,
    })
    .from(appointments)
    .where(where)
    .orderBy(...order(appointments))
    .limit(limit)
    .offset(offset)
    .as('page');

  return db
    .select({
      id: page.id,
      appointmentDate: page.appointmentDate,
      appointmentTime: page.appointmentTime,
      status: page.status,
      previousStatus: page.previousStatus,
      additionalDetails: page.additionalDetails,
      userId: page.userId,
      email: user.email,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      shopId: shops.id,
      shopName: shops.name,
      vehicleId: vehicles.id,
      vehicleYear: vehicles.year,
      vehicleMake: vehicles.make,
      vehicleModel: vehicles.model,
      vehiclePlate: vehicles.licensePlate,
      serviceNames: serviceNamesOf(page.id),
      fileCount: sql<number>`(select count(*)::int from ${receipts} where ${receipts.appointmentId} = ${page.id})`,
      total,
    })
    .from(page)
    .innerJoin(user, eq(user.id, page.userId))
    .innerJoin(shops, eq(shops.id, page.shopId))
    .leftJoin(profiles, eq(profiles.userId, page.userId))
    .leftJoin(vehicles, eq(vehicles.id, page.vehicleId))
    .orderBy(...order(page));
}

// Without a search a page is one of two prepared statements (planned once per connection, built once). Upcoming
// spells its statuses as the partial index appointments_upcoming_idx does, so a generic plan still uses it.
const upcomingPageQuery = preparedPerDatabase((db) =>
  pageQuery(
    db,
    and(sql`${appointments.status} in ('scheduled', 'in-progress')`, gte(appointments.appointmentDate, placeholder('from')), lte(appointments.appointmentDate, placeholder('to'))),
    asc,
    placeholder('limit'),
    placeholder('offset'),
    selectionTotal(),
  ).prepare('admin_appointments_upcoming'),
);
const newestPageQuery = preparedPerDatabase((db) =>
  pageQuery(db, preparedSelection(appointments.status, appointments.appointmentDate), desc, placeholder('limit'), placeholder('offset'), selectionTotal()).prepare(
    'admin_appointments_newest',
  ),
);

/** One page of a tab, filtered and ordered in the database; upcoming soonest first, the others newest first. */
export async function listPage(db: Db, f: ListFilters) {
  const sel = selection(f);
  const search = f.q ? searchCondition(f.q) : undefined;
  if (!search) {
    const values = selectionValues(sel);
    // Each row carries the total (computed once per statement); only a page past the end asks for it apart.
    const rows = await (f.tab === 'upcoming' ? upcomingPageQuery : newestPageQuery)(db).execute({ ...values, limit: f.limit, offset: f.offset });
    const total = rows[0]?.total ?? (await countAppointmentSelection(db, sel));
    return { rows, total };
  }
  // A search matches people and vehicles, which the per-day totals know nothing of: those matches are counted.
  const where = and(selectionCondition(sel, appointments.status, appointments.appointmentDate), search);
  const [rows, [counted]] = await Promise.all([
    pageQuery(db, where, f.tab === 'upcoming' ? asc : desc, f.limit, f.offset, sql<null>`null`),
    db.select({ n: sql<number>`count(*)::int` }).from(appointments).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
