import { ANALYTICS_PREMIUM_ONLY, type AdvancedAnalytics, type Analytics } from '@drivecare/contract/analytics';
import { withVehicleLabels } from '@drivecare/contract/vehicle-labels';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInZone, zonedTimeToUtc } from '../../lib/club-time.ts';
import { csvRecords, type CsvExport } from '../../lib/csv.ts';
import { addDays, addMonths, daysBetween } from '../vehicles/maintenance-schedule.ts';
import { findBasicFigures, findDueItems, findHistory, findLevelAndVehicles, findSpending, type DueItemRow, type OwnVehicleRow } from './analytics.repository.ts';

const MONTHS = 12;
export const FORMER_VEHICLES = 'Former vehicles';

/** 'yyyy-MM' of the `count` months ending with `today`'s, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const first = addMonths(`${today.slice(0, 7)}-01`, -(count - 1));
  return Array.from({ length: count }, (_, i) => addMonths(first, i).slice(0, 7));
}

/**
 * The occurrences of one scheduled service in [today, end): the next due day (today when overdue), then every
 * interval after it, by months or by miles at the vehicle's average rate, whichever comes first.
 */
export function occurrences(item: Pick<DueItemRow, 'due_date' | 'interval_months' | 'interval_miles' | 'daily_miles'>, today: string, end: string): string[] {
  if (!item.due_date) return [];
  const days: string[] = [];
  let day = daysBetween(item.due_date, today) > 0 ? today : item.due_date;
  while (daysBetween(day, end) > 0 && days.length < 400) {
    days.push(day);
    const byMonths = item.interval_months === null ? null : addMonths(day, item.interval_months);
    const byMiles = item.interval_miles === null || !item.daily_miles ? null : addDays(day, Math.max(1, Math.ceil(item.interval_miles / item.daily_miles)));
    const next = byMonths === null ? byMiles : byMiles === null ? byMonths : daysBetween(byMonths, byMiles) < 0 ? byMiles : byMonths;
    if (next === null) break;
    day = next;
  }
  return days;
}

function forecast(items: DueItemRow[], labels: Map<string, string>, today: string): AdvancedAnalytics['forecast'] {
  // Whole months: from today to the end of the 12th month, this one included.
  const end = addMonths(`${today.slice(0, 7)}-01`, MONTHS);
  const months = lastMonths(addMonths(today, MONTHS - 1), MONTHS).map((month) => ({ month, items: 0, estimatedCents: 0 }));
  const byMonth = new Map(months.map((m) => [m.month, m]));
  const due: AdvancedAnalytics['forecast']['items'] = [];
  for (const item of items) {
    for (const day of occurrences(item, today, end)) {
      const bucket = byMonth.get(day.slice(0, 7));
      if (!bucket) continue;
      bucket.items += 1;
      bucket.estimatedCents += item.price_cents ?? 0;
      due.push({
        vehicleId: item.vehicle_id,
        vehicleLabel: labels.get(item.vehicle_id) ?? '',
        serviceName: item.service_name,
        dueDate: day,
        priceCents: item.price_cents,
      });
    }
  }
  due.sort((a, b) => daysBetween(b.dueDate, a.dueDate) || a.vehicleLabel.localeCompare(b.vehicleLabel) || a.serviceName.localeCompare(b.serviceName));
  return { months, items: due, estimatedCents: months.reduce((sum, m) => sum + m.estimatedCents, 0) };
}

async function advanced(db: Db, p: { userId: string; today: string; timeZone: string; vehicles: (OwnVehicleRow & { label: string })[]; dueItems: DueItemRow[] }): Promise<AdvancedAnalytics> {
  const months = lastMonths(p.today, MONTHS);
  const spending = await findSpending(db, { userId: p.userId, since: zonedTimeToUtc(`${months[0]}-01`, '00:00', p.timeZone), timeZone: p.timeZone });
  const labels = new Map(p.vehicles.map((v) => [v.id, v.label]));
  const labelOf = (id: string | null) => (id === null ? FORMER_VEHICLES : (labels.get(id) ?? FORMER_VEHICLES));
  const byVehicle = new Map((spending.by_vehicle ?? []).map((s) => [s.vehicleId, s.cents]));
  const miles = new Map((spending.miles ?? []).map((m) => [m.vehicleId, m.miles]));
  const byMonth = (spending.by_month ?? []).sort((a, b) => a.month.localeCompare(b.month) || labelOf(a.vehicleId).localeCompare(labelOf(b.vehicleId)));
  const spent = [...p.vehicles.map((v) => ({ id: v.id as string | null, label: v.label })), ...(byVehicle.has(null) ? [{ id: null, label: FORMER_VEHICLES }] : [])];
  return {
    months,
    vehicles: spent,
    spendingByMonth: byMonth,
    spendingByVehicle: spent.map((v) => ({ ...v, cents: byVehicle.get(v.id) ?? 0 })),
    costPerMile: p.vehicles.map((v) => {
      const cents = byVehicle.get(v.id) ?? 0;
      const driven = miles.get(v.id) ?? 0;
      return { vehicleId: v.id, label: v.label, cents, miles: driven, centsPerMile: driven > 0 ? cents / driven : null };
    }),
    servicesByKind: spending.by_service ?? [],
    forecast: forecast(p.dueItems, labels, p.today),
  };
}

/** The member's analytics: the Basic figures for everyone; Premium's only for a Premium member (never computed otherwise). */
export async function getAnalytics(db: Db, userId: string, timeZone: string): Promise<Analytics> {
  const today = todayInZone(timeZone);
  const year = Number(today.slice(0, 4));
  const fromDay = `${year}-01-01`;
  const toDay = `${year + 1}-01-01`;
  const figures = await findBasicFigures(db, {
    userId,
    from: zonedTimeToUtc(fromDay, '00:00', timeZone),
    to: zonedTimeToUtc(toDay, '00:00', timeZone),
    fromDay,
    toDay,
  });
  const vehicles = withVehicleLabels(figures.vehicles ?? []);
  const dueItems = await findDueItems(db, { today, vehicleIds: vehicles.map((v) => v.id) });
  const premium = figures.level === 'premium';
  return {
    membershipLevel: premium ? 'premium' : 'basic',
    basic: {
      year,
      visitsThisYear: figures.visits,
      spentThisYearCents: figures.spent,
      vehicles: vehicles.length,
      itemsDue: dueItems.filter((i) => i.state !== 'ok').length,
    },
    advanced: premium ? await advanced(db, { userId, today, timeZone, vehicles, dueItems }) : null,
  };
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

/** 'Export CSV': the member's own invoices (Premium only), one row each. */
export async function exportHistory(db: Db, userId: string, timeZone: string): Promise<CsvExport> {
  const figures = await findLevelAndVehicles(db, userId);
  if (figures.level !== 'premium') throw new AppError('FORBIDDEN', ANALYTICS_PREMIUM_ONLY);
  const labels = new Map(withVehicleLabels(figures.vehicles ?? []).map((v) => [v.id, v.label]));
  const rows = await findHistory(db, { userId, timeZone });
  return {
    filename: `service-history-${todayInZone(timeZone)}.csv`,
    header: ['Date', 'Invoice', 'Vehicle', 'Services', 'Total (USD)', 'Credited (USD)', 'Net (USD)'],
    // A member's history is small: formatted at once, the one chunk of the stream.
    rows: Readable.from([
      csvRecords(
        rows.map((r) => [
          r.issued_on,
          r.number,
          r.vehicle_id === null ? FORMER_VEHICLES : (labels.get(r.vehicle_id) ?? FORMER_VEHICLES),
          r.services,
          dollars(r.total_cents),
          dollars(r.credited_cents),
          dollars(r.total_cents - r.credited_cents),
        ]),
      ),
    ]),
  };
}
