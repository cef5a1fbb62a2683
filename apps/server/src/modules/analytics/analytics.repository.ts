import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { selectRows } from '../vehicles/maintenance-due.repository.ts';

export interface OwnVehicleRow {
  id: string;
  year: number;
  make: string;
  model: string;
  licensePlate: string | null;
  color: string | null;
  vin: string | null;
}

/** The member's plan and vehicles, oldest first (the export's labels). */
export async function findLevelAndVehicles(db: Db, userId: string): Promise<{ level: string | null; vehicles: OwnVehicleRow[] | null }> {
  const [row] = await selectRows<{ level: string | null; vehicles: OwnVehicleRow[] | null }>(
    db,
    sql`select (select membership_level from user_profiles where user_id = ${userId}) as level,
  (select json_agg(json_build_object('id', v.id, 'year', v.year, 'make', v.make, 'model', v.model, 'licensePlate', v.license_plate,
    'color', v.color, 'vin', v.vin) order by v.created_at, v.id) from vehicles v where v.user_id = ${userId}) as vehicles`,
  );
  return row ?? { level: null, vehicles: null };
}

const memberId = sql.placeholder('userId');

/** The member's invoices less their credit notes (each dated when issued), under the vehicle only while it is theirs. */
const ownedMoney = sql`select i.issued_at as at, case when v.user_id = ${memberId} then i.vehicle_id end as vehicle_id, i.total_cents as cents
  from invoices i left join vehicles v on v.id = i.vehicle_id where i.user_id = ${memberId}
  union all
  select cn.issued_at, case when v.user_id = ${memberId} then i.vehicle_id end, -cn.amount_cents
  from credit_notes cn join invoices i on i.id = cn.invoice_id left join vehicles v on v.id = i.vehicle_id where i.user_id = ${memberId}`;

const premium = sql`(select membership_level from user_profiles where user_id = ${memberId}) = 'premium'`;

/**
 * The member's plan, this year's completed visits and net spending, the catalogue's prices and, for a Premium member
 * only (a Basic member's are never computed: each is behind the plan's CASE), the money figures: net spending per
 * month and vehicle since `since`, per vehicle and per service all time. One prepared statement: `from`/`to` bound
 * the year as instants (invoices are timestamps), `fromDay`/`toDay` as club days (appointments); months are the
 * club's (`timeZone`). An invoice of a vehicle no longer in the member's garage (deleted or handed over) counts under
 * a null vehicle, so no other member's vehicle is named.
 */
const figuresQuery = preparedPerDatabase((db) =>
  db
    .select({
      level: sql<string | null>`(select membership_level from user_profiles where user_id = ${memberId})`,
      visits: sql<number>`(select count(*) from appointments where user_id = ${memberId} and status = 'completed'
        and appointment_date >= ${sql.placeholder('fromDay')}::date and appointment_date < ${sql.placeholder('toDay')}::date)::int`,
      spent: sql<number>`(select coalesce(sum(m.cents), 0) from (${ownedMoney}) m
        where m.at >= ${sql.placeholder('from')}::timestamptz and m.at < ${sql.placeholder('to')}::timestamptz)::int`,
      prices: sql<{ id: string; cents: number }[] | null>`(select json_agg(json_build_object('id', s.id, 'cents', s.price_cents)) from services s where s.price_cents is not null)`,
      byMonth: sql<{ month: string; vehicleId: string | null; cents: number }[] | null>`case when ${premium} then
        (select json_agg(json_build_object('month', x.month, 'vehicleId', x.vehicle_id, 'cents', x.cents))
        from (select to_char(m.at at time zone ${sql.placeholder('timeZone')}::text, 'YYYY-MM') as month, m.vehicle_id, sum(m.cents)::int as cents
          from (${ownedMoney}) m where m.at >= ${sql.placeholder('since')}::timestamptz group by 1, 2) x) end`,
      byVehicle: sql<{ vehicleId: string | null; cents: number }[] | null>`case when ${premium} then
        (select json_agg(json_build_object('vehicleId', x.vehicle_id, 'cents', x.cents))
        from (select m.vehicle_id, sum(m.cents)::int as cents from (${ownedMoney}) m group by 1) x) end`,
      byService: sql<{ name: string; count: number; cents: number }[] | null>`case when ${premium} then
        (select json_agg(json_build_object('name', x.name, 'count', x.count, 'cents', x.cents) order by x.count desc, x.name)
        from (select coalesce(s.name, l.description) as name, count(*)::int as count, sum(l.amount_cents)::int as cents
          from invoice_lines l join invoices i on i.id = l.invoice_id left join services s on s.id = l.service_id
          where i.user_id = ${memberId} group by 1) x) end`,
    })
    .from(sql`(select 1) as one`)
    .prepare('member_analytics'),
);

export type FiguresRow = Awaited<ReturnType<ReturnType<typeof figuresQuery>['execute']>>[number];

export async function findFigures(
  db: Db,
  p: { userId: string; from: Date; to: Date; fromDay: string; toDay: string; since: Date; timeZone: string },
): Promise<FiguresRow> {
  const [row] = await figuresQuery(db).execute({ ...p, from: p.from.toISOString(), to: p.to.toISOString(), since: p.since.toISOString() });
  return row!;
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
