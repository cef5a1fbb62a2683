import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inRange, maintenanceItemsSql, selectRows, type VehicleRange } from './maintenance-due.repository.ts';

/** Held for one sweep's transaction: a second instance sweeping at the same moment skips its turn. */
const SWEEP_LOCK = 240_024;

export async function trySweepLock(tx: DbOrTx): Promise<boolean> {
  const [row] = await selectRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`);
  if (row?.locked !== true) return false;
  // The statement sorts and hashes a row per vehicle and service: in memory rather than in temporary files.
  await tx.execute(sql`set local work_mem = '64MB'`);
  // One pass over every vehicle, run once: compiling it (JIT) cost more than it saved (3.5-4.7 s of a 15-17 s plan
  // on the bench seed, loaded machine), and the planner's row estimates over the CTEs push it past jit_above_cost.
  await tx.execute(sql`set local jit = off`);
  return true;
}

/**
 * Due items worth a reminder: the owner can receive mail (a semi-join against the set of such owners), and no
 * upcoming appointment of the vehicle includes the service (an anti-join against the set of booked pairs, built
 * once rather than probed per item).
 */
const remindableSets = (today: string, range: VehicleRange) => sql`
    mailable as (select u.id from "user" u where u.email_verified and not coalesce(u.banned, false)),
    booked as materialized (
      select distinct a.vehicle_id, aps.service_id
      from appointments a join appointment_services aps on aps.appointment_id = a.id
      where a.status = 'scheduled' and a.appointment_date >= ${today}::date ${inRange('a.vehicle_id', range)}
    ),`;

/**
 * The end of the next range of at most `size` vehicles by id after `after` (from the first when null); null when
 * no vehicle is left. The sweep walks the vehicles in such ranges, in id order, until its batch is full.
 */
export async function nextVehicleRange(tx: DbOrTx, p: { after: string | null; size: number }): Promise<VehicleRange | null> {
  const [row] = await selectRows<{ up_to: string | null }>(tx, sql`
    select x.id::text as up_to
    from (select v.id from vehicles v ${p.after === null ? sql`` : sql`where v.id > ${p.after}::uuid`} order by v.id limit ${p.size}) x
    order by x.id desc limit 1`);
  return row?.up_to ? { after: p.after, upTo: row.up_to } : null;
}

export interface DueLineRow {
  vehicle_id: string;
  service_id: string;
  service_name: string;
  state: 'due-soon' | 'overdue';
  due_date: string | null;
  due_miles: number | null;
}

/**
 * Claims the reminders now due, for at most `maxVehicles` vehicles of a range of vehicles: one row per (vehicle, service, cycle, kind),
 * INSERT … ON CONFLICT DO NOTHING, so a key another instance (or an earlier sweep) holds is never claimed twice.
 * Answers, in the same statement (one pass over the range's vehicles), everything due on the vehicles that got a new
 * claim: the e-mail lists it all and 'Book now' books it all.
 */
export function claimDueReminders(tx: DbOrTx, p: { today: string; maxVehicles: number; range: VehicleRange }): Promise<DueLineRow[]> {
  return selectRows<DueLineRow>(tx, sql`
    with items as materialized (${maintenanceItemsSql({ today: p.today, vehicleRange: p.range })}),
    ${remindableSets(p.today, p.range)}
    candidates as materialized (
      select i.vehicle_id, i.service_id, i.cycle_start::date as cycle_start, i.state, i.due_date, i.due_miles
      from items i
      where i.state in ('due-soon', 'overdue')
        and i.user_id in (select id from mailable)
        and not exists (select 1 from booked b where b.vehicle_id = i.vehicle_id and b.service_id = i.service_id)
    ),
    fresh as (
      select c.vehicle_id, c.service_id, c.cycle_start, replace(c.state, '-', '_') as kind
      from candidates c
      where not exists (select 1 from vehicle_care_reminders r
        where r.vehicle_id = c.vehicle_id and r.service_id = c.service_id and r.cycle_start = c.cycle_start and r.kind = replace(c.state, '-', '_'))
    ),
    batch as (select distinct vehicle_id from fresh order by vehicle_id limit ${p.maxVehicles}),
    claimed as (
      insert into vehicle_care_reminders (vehicle_id, service_id, cycle_start, kind)
      select f.vehicle_id, f.service_id, f.cycle_start, f.kind from fresh f where f.vehicle_id in (select vehicle_id from batch)
      order by f.vehicle_id, f.service_id
      on conflict do nothing
      returning vehicle_id
    )
    select c.vehicle_id, c.service_id, s.name as service_name, c.state, c.due_date, c.due_miles
    from candidates c join services s on s.id = c.service_id
    where c.vehicle_id in (select vehicle_id from claimed)
    order by c.vehicle_id, c.state desc, c.due_date nulls last, s.name`);
}

export interface ReminderVehicleRow {
  vehicle_id: string;
  user_id: string;
  email: string;
  year: number;
  make: string;
  model: string;
  last_shop_id: string | null;
}

/** The owner's address, the vehicle's name and the shop of its last visit, for each vehicle. */
export async function reminderVehicles(tx: DbOrTx, vehicleIds: string[]): Promise<ReminderVehicleRow[]> {
  return selectRows<ReminderVehicleRow>(tx, sql`
    select v.id as vehicle_id, v.user_id, u.email, v.year, v.make, v.model,
      (select a.shop_id from appointments a where a.vehicle_id = v.id and a.user_id = v.user_id and a.status = 'completed'
        order by a.appointment_date desc, a.appointment_time desc limit 1) as last_shop_id
    from vehicles v join "user" u on u.id = v.user_id
    where v.id in (${sql.join(vehicleIds.map((id) => sql`${id}::uuid`), sql`, `)})`);
}
