import { DUE_SOON_DAYS, DUE_SOON_MILES } from '@drivecare/contract/vehicle-care';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The maintenance schedule of maintenance-schedule.ts (computeMaintenanceSchedule) in one SQL statement, for every
 * vehicle at once: the reminder sweep reads it instead of loading vehicles into Node. It must agree with the
 * TypeScript version; maintenance-due.integration.test.ts compares the two on the same data.
 *
 * Rounding: JavaScript's Math.round is floor(x + 0.5) (PostgreSQL's round of a double rounds halves to even).
 */

/**
 * The miles on `day` (MileageModel.milesAt) for the vehicle whose reading stats are `rs`, where `seg` is the pair of
 * consecutive readings around the day (joined on seg.d0 < day <= seg.d1; none when the day is outside them).
 */
const milesAt = (day: SQL, seg: string) => sql`(case
  when rs.vehicle_id is null then null
  when ${day} < rs.first_date then
    case when rs.daily is null then null else greatest(0, floor(rs.first_miles - rs.daily * (rs.first_date - ${day}) + 0.5)) end
  when ${day} >= rs.last_date then floor(rs.last_miles + coalesce(rs.daily, 0) * (${day} - rs.last_date) + 0.5)
  else floor(${sql.raw(seg)}.m0 + ((${sql.raw(seg)}.m1 - ${sql.raw(seg)}.m0) * (${day} - ${sql.raw(seg)}.d0))::float8 / (${sql.raw(seg)}.d1 - ${sql.raw(seg)}.d0) + 0.5)
end)::int`;

/** Vehicles by id: after `after` (from the first when null), up to and including `upTo`. */
export interface VehicleRange {
  after: string | null;
  upTo: string;
}

/** `and <column> in the range`, as index range conditions on the column. */
export const inRange = (column: string, range: VehicleRange) =>
  sql`and ${sql.raw(column)} <= ${range.upTo}::uuid ${range.after === null ? sql`` : sql`and ${sql.raw(column)} > ${range.after}::uuid`}`;

/**
 * One row per vehicle and scheduled service that is switched on: the cycle's start (the last time done, else the
 * vehicle's first reading, else the day it was added), when it is next due and its state ('ok', 'due-soon', 'overdue').
 */
export function maintenanceItemsSql(p: { today: string; vehicleIds?: string[]; vehicleRange?: VehicleRange }): SQL {
  const today = sql`${p.today}::date`;
  // Some vehicles only (a list, or a range of ids): every part reads just their rows.
  const only = (column: string) =>
    p.vehicleIds
      ? sql`and ${sql.raw(column)} in (${sql.join(p.vehicleIds.map((id) => sql`${id}::uuid`), sql`, `)})`
      : p.vehicleRange
        ? inRange(column, p.vehicleRange)
        : sql``;
  const onlyVehicles = only('v.id');
  // Some vehicles' visits: their services by the primary key, visit by visit (\`offset 0\` keeps the planner from
  // turning it into a join, which it ran as a hash of all 750,000 appointment services on the bench seed). Every
  // vehicle's: one hash join.
  const visitServices =
    p.vehicleIds || p.vehicleRange
      ? sql`cross join lateral (select x.service_id from appointment_services x where x.appointment_id = a.id offset 0) aps`
      : sql`join appointment_services aps on aps.appointment_id = a.id`;
  return sql`
with stats as (
  select r.vehicle_id, min(r.reading_date) as first_date, max(r.reading_date) as last_date,
    (array_agg(r.miles order by r.reading_date asc, r.miles asc))[1] as first_miles,
    (array_agg(r.miles order by r.reading_date desc, r.miles desc))[1] as last_miles
  from odometer_readings r where true ${only('r.vehicle_id')} group by r.vehicle_id
),
rs as (
  select s.*, case when s.last_date > s.first_date then greatest(0, (s.last_miles - s.first_miles)::float8 / (s.last_date - s.first_date)) end as daily
  from stats s
),
-- Consecutive readings in MileageModel's order (date, then miles): a day strictly after one and at or before the
-- next lies on that segment, and on exactly one.
segments as (
  select * from (
    select r.vehicle_id, r.reading_date as d0, r.miles as m0,
      lead(r.reading_date) over w as d1, lead(r.miles) over w as m1
    from odometer_readings r where true ${only('r.vehicle_id')}
    window w as (partition by r.vehicle_id order by r.reading_date, r.miles)
  ) x where x.d1 > x.d0
),
-- Everything done, per (vehicle, owner at the time, service); the owner is checked against the vehicle's after the
-- last time is picked (one pass over the pairs, not a join per completed visit).
done as (
  select a.vehicle_id, a.user_id, aps.service_id, a.appointment_date as day, r.miles
  from appointments a
  ${visitServices}
  left join (select appointment_id, miles from odometer_readings where appointment_id is not null) r on r.appointment_id = a.id
  where a.status = 'completed' ${only('a.vehicle_id')}
  union all
  select sr.vehicle_id, sr.user_id, srs.service_id, sr.service_date, sr.odometer_miles
  from service_records sr
  join service_record_services srs on srs.record_id = sr.id
  where true ${only('sr.vehicle_id')}
),
last_done as (
  select distinct on (vehicle_id, user_id, service_id) vehicle_id, user_id, service_id, day, miles
  from done order by vehicle_id, user_id, service_id, day desc, coalesce(miles, 0) desc
),
-- The miles at the last time done (the reading of the visit, else estimated): one segment lookup per done pair.
last_done_miles as (
  select ld.vehicle_id, ld.user_id, ld.service_id, ld.day, coalesce(ld.miles, ${milesAt(sql`ld.day`, 'sd')}) as miles
  from last_done ld
  left join rs on rs.vehicle_id = ld.vehicle_id
  left join segments sd on sd.vehicle_id = ld.vehicle_id and sd.d0 < ld.day and ld.day <= sd.d1 and ld.miles is null
),
-- Per vehicle once (not per vehicle and service): its reading stats and today's estimated miles.
vehicle_miles as (
  select v.id as vehicle_id, v.user_id, (v.created_at at time zone 'UTC')::date as added_on,
    rs.first_date, rs.first_miles, rs.daily, rs.last_date, rs.last_miles,
    ${milesAt(today, 'st')} as estimated_miles
  from vehicles v
  left join rs on rs.vehicle_id = v.id
  left join segments st on st.vehicle_id = v.id and st.d0 < ${today} and ${today} <= st.d1
  where true ${onlyVehicles}
),
-- The services with an interval in the catalogue, for every vehicle, unless its owner turned one off; and the
-- services the owner gave an interval of their own.
scheduled as (
  select vm.*, s.id as service_id,
    case when o.vehicle_id is null then s.interval_months else o.interval_months end as months,
    case when o.vehicle_id is null then s.interval_miles else o.interval_miles end as miles
  from vehicle_miles vm
  cross join services s
  left join vehicle_service_intervals o on o.vehicle_id = vm.vehicle_id and o.service_id = s.id
  where s.is_active and (s.interval_months is not null or s.interval_miles is not null)
    and (o.vehicle_id is null or o.enabled)
  union all
  select vm.*, o.service_id, o.interval_months, o.interval_miles
  from vehicle_service_intervals o
  join vehicle_miles vm on vm.vehicle_id = o.vehicle_id
  join services s on s.id = o.service_id
  where o.enabled and not (s.is_active and (s.interval_months is not null or s.interval_miles is not null)) ${only('o.vehicle_id')}
),
done_miles as (
  select sc.*, ld.day as last_day, ld.miles as last_miles_done
  from scheduled sc
  left join last_done_miles ld on ld.vehicle_id = sc.vehicle_id and ld.service_id = sc.service_id and ld.user_id = sc.user_id
  where sc.months is not null or sc.miles is not null
),
based as (
  select dm.vehicle_id, dm.user_id, dm.service_id, dm.months, dm.miles as interval_miles, dm.daily, dm.last_date, dm.last_miles,
    dm.last_day, dm.last_miles_done, dm.estimated_miles,
    coalesce(dm.last_day, dm.first_date, dm.added_on) as base_date,
    case when dm.last_day is null then dm.first_miles else dm.last_miles_done end as base_miles
  from done_miles dm
),
due as (
  select b.*, b.base_miles + b.interval_miles as due_miles,
    least(
      case when b.months is null then null else (b.base_date + make_interval(months => b.months))::date end,
      case when b.interval_miles is null or b.base_miles is null or b.daily is null or b.daily = 0 then null
        else b.last_date + ceil((b.base_miles + b.interval_miles - b.last_miles) / b.daily)::int end
    ) as due_date
  from based b
)
select d.vehicle_id, d.user_id, d.service_id, d.base_date::text as cycle_start, d.last_day::text as last_day, d.last_miles_done,
  d.due_date::text as due_date, d.due_miles,
  d.estimated_miles, d.months as interval_months, d.interval_miles, d.daily as daily_miles,
  case
    when d.due_date < ${today} or d.due_miles - d.estimated_miles <= 0 then 'overdue'
    when d.due_date - ${today} <= ${DUE_SOON_DAYS} or d.due_miles - d.estimated_miles <= ${DUE_SOON_MILES} then 'due-soon'
    else 'ok'
  end as state
from due d`;
}

/** Both drivers (pg and PGlite) answer a raw statement with `{ rows }`; the Db type leaves it unknown. */
export async function selectRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

export interface MaintenanceItemRow {
  vehicle_id: string;
  user_id: string;
  service_id: string;
  cycle_start: string;
  last_day: string | null;
  last_miles_done: number | null;
  due_date: string | null;
  due_miles: number | null;
  estimated_miles: number | null;
  /** The interval in force (the owner's or the catalogue's), for forecasting the occurrences after the next. */
  interval_months: number | null;
  interval_miles: number | null;
  /** The average daily miles between the first and last readings; null without two readings on different days. */
  daily_miles: number | null;
  state: 'ok' | 'due-soon' | 'overdue';
}

/** The SQL schedule of some vehicles (for the test holding it equal to the TypeScript one). */
export async function maintenanceItems(db: DbOrTx, p: { today: string; vehicleIds: string[] }): Promise<MaintenanceItemRow[]> {
  return selectRows<MaintenanceItemRow>(db, maintenanceItemsSql(p));
}
