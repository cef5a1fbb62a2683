import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { maintenanceItemsSql, selectRows, type MaintenanceItemRow } from '../vehicles/maintenance-due.repository.ts';

export interface OwnVehicleRow {
  id: string;
  year: number;
  make: string;
  model: string;
  licensePlate: string | null;
  color: string | null;
  vin: string | null;
}

const ownVehicles = (userId: string) => sql`(select json_agg(json_build_object('id', v.id, 'year', v.year, 'make', v.make,
    'model', v.model, 'licensePlate', v.license_plate, 'color', v.color, 'vin', v.vin) order by v.created_at, v.id)
  from vehicles v where v.user_id = ${userId})`;

export interface BasicFiguresRow {
  level: string | null;
  visits: number;
  spent: number;
  vehicles: OwnVehicleRow[] | null;
}

/**
 * The member's plan, this year's completed visits and net spending, and their vehicles, in one statement.
 * `from`/`to` bound the year as instants (invoices are timestamps), `fromDay`/`toDay` as club days (appointments).
 */
export async function findBasicFigures(db: Db, p: { userId: string; from: Date; to: Date; fromDay: string; toDay: string }): Promise<BasicFiguresRow> {
  const from = p.from.toISOString();
  const to = p.to.toISOString();
  const [row] = await selectRows<BasicFiguresRow>(
    db,
    sql`select
  (select membership_level from user_profiles where user_id = ${p.userId}) as level,
  (select count(*) from appointments
    where user_id = ${p.userId} and status = 'completed' and appointment_date >= ${p.fromDay}::date and appointment_date < ${p.toDay}::date)::int as visits,
  (coalesce((select sum(total_cents) from invoices
      where user_id = ${p.userId} and issued_at >= ${from}::timestamptz and issued_at < ${to}::timestamptz), 0)
   - coalesce((select sum(cn.amount_cents) from credit_notes cn join invoices i on i.id = cn.invoice_id
      where i.user_id = ${p.userId} and cn.issued_at >= ${from}::timestamptz and cn.issued_at < ${to}::timestamptz), 0))::int as spent,
  ${ownVehicles(p.userId)} as vehicles`,
  );
  return row ?? { level: null, visits: 0, spent: 0, vehicles: null };
}

/** The member's plan and vehicles (for the export's labels). */
export async function findLevelAndVehicles(db: Db, userId: string): Promise<Pick<BasicFiguresRow, 'level' | 'vehicles'>> {
  const [row] = await selectRows<Pick<BasicFiguresRow, 'level' | 'vehicles'>>(
    db,
    sql`select (select membership_level from user_profiles where user_id = ${userId}) as level, ${ownVehicles(userId)} as vehicles`,
  );
  return row ?? { level: null, vehicles: null };
}

export interface DueItemRow extends MaintenanceItemRow {
  service_name: string;
  price_cents: number | null;
}

/** The maintenance schedule of the member's vehicles (the vehicles module's one SQL version) with catalogue names and prices. */
export async function findDueItems(db: Db, p: { today: string; vehicleIds: string[] }): Promise<DueItemRow[]> {
  if (p.vehicleIds.length === 0) return [];
  return selectRows<DueItemRow>(
    db,
    sql`select i.*, s.name as service_name, s.price_cents
from (${maintenanceItemsSql(p)}) i join services s on s.id = i.service_id`,
  );
}

export interface SpendingRow {
  by_month: { month: string; vehicleId: string | null; cents: number }[] | null;
  by_vehicle: { vehicleId: string | null; cents: number }[] | null;
  miles: { vehicleId: string; miles: number }[] | null;
  by_service: { name: string; count: number; cents: number }[] | null;
}

/**
 * Premium's figures in one statement. Money is the member's invoices less their credit notes; an invoice of a
 * vehicle no longer in the member's garage (deleted or handed over) counts under a null vehicle, so no other
 * member's vehicle is named. Months are the club's (`timeZone`), from `since` on.
 */
export async function findSpending(db: Db, p: { userId: string; since: Date; timeZone: string }): Promise<SpendingRow> {
  const since = p.since.toISOString();
  const [row] = await selectRows<SpendingRow>(
    db,
    sql`with own as (select id from vehicles where user_id = ${p.userId}),
money as (
  select i.issued_at as at, i.vehicle_id, i.total_cents as cents from invoices i where i.user_id = ${p.userId}
  union all
  select cn.issued_at, i.vehicle_id, -cn.amount_cents from credit_notes cn join invoices i on i.id = cn.invoice_id where i.user_id = ${p.userId}
),
owned as (
  select m.at, case when m.vehicle_id in (select id from own) then m.vehicle_id end as vehicle_id, m.cents from money m
),
readings as (
  select r.vehicle_id,
    (array_agg(r.miles order by r.reading_date desc, r.miles desc))[1] - (array_agg(r.miles order by r.reading_date asc, r.miles asc))[1] as miles
  from odometer_readings r where r.vehicle_id in (select id from own) group by r.vehicle_id
)
select
  (select json_agg(json_build_object('month', x.month, 'vehicleId', x.vehicle_id, 'cents', x.cents))
    from (select to_char(o.at at time zone ${p.timeZone}, 'YYYY-MM') as month, o.vehicle_id, sum(o.cents)::int as cents
      from owned o where o.at >= ${since}::timestamptz group by 1, 2) x) as by_month,
  (select json_agg(json_build_object('vehicleId', x.vehicle_id, 'cents', x.cents))
    from (select o.vehicle_id, sum(o.cents)::int as cents from owned o group by 1) x) as by_vehicle,
  (select json_agg(json_build_object('vehicleId', r.vehicle_id, 'miles', r.miles)) from readings r) as miles,
  (select json_agg(json_build_object('name', x.name, 'count', x.count, 'cents', x.cents) order by x.count desc, x.name)
    from (select coalesce(s.name, l.description) as name, count(*)::int as count, sum(l.amount_cents)::int as cents
      from invoice_lines l join invoices i on i.id = l.invoice_id left join services s on s.id = l.service_id
      where i.user_id = ${p.userId} group by 1) x) as by_service`,
  );
  return row ?? { by_month: null, by_vehicle: null, miles: null, by_service: null };
}

export interface HistoryRow {
  issued_on: string;
  number: string;
  vehicle_id: string | null;
  services: string;
  total_cents: number;
  credited_cents: number;
}

/** The member's invoices, newest first, each with its lines' descriptions and the credit notes against it. */
export async function findHistory(db: Db, p: { userId: string; timeZone: string }): Promise<HistoryRow[]> {
  return selectRows<HistoryRow>(
    db,
    sql`select to_char(i.issued_at at time zone ${p.timeZone}, 'YYYY-MM-DD') as issued_on, i.number,
  case when v.user_id = ${p.userId} then i.vehicle_id end as vehicle_id,
  coalesce((select string_agg(l.description, '; ' order by l.position) from invoice_lines l where l.invoice_id = i.id), '') as services,
  i.total_cents,
  coalesce((select sum(cn.amount_cents) from credit_notes cn where cn.invoice_id = i.id), 0)::int as credited_cents
from invoices i left join vehicles v on v.id = i.vehicle_id
where i.user_id = ${p.userId}
order by i.issued_at desc, i.number desc`,
  );
}
