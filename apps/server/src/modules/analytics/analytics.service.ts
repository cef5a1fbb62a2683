import { ANALYTICS_PREMIUM_ONLY, type AdvancedAnalytics, type Analytics } from '@drivecare/contract/analytics';
import type { OdometerReading, VehicleCare } from '@drivecare/contract/vehicle-care';
import { withVehicleLabels } from '@drivecare/contract/vehicle-labels';
import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { todayInZone, zonedTimeToUtc } from '../../lib/club-time.ts';
import { csvRecords, type CsvExport } from '../../lib/csv.ts';
import { addDays, addMonths, daysBetween } from '../vehicles/maintenance-schedule.ts';
import { getMemberVehicleCare } from '../vehicles/vehicle-care.service.ts';
import { findFigures, findHistory, findLevelAndVehicles, type FiguresRow } from './analytics.repository.ts';

const MONTHS = 12;
export const FORMER_VEHICLES = 'Former vehicles';

/** 'yyyy-MM' of the `count` months ending with `today`'s, oldest first. */
export function lastMonths(today: string, count: number): string[] {
  const first = addMonths(`${today.slice(0, 7)}-01`, -(count - 1));
  return Array.from({ length: count }, (_, i) => addMonths(first, i).slice(0, 7));
}

/** A scheduled service of one of the member's vehicles, as the forecast repeats it. */
interface DueItem {
  vehicleId: string;
  serviceName: string;
  dueDate: string | null;
  intervalMonths: number | null;
  intervalMiles: number | null;
  /** The vehicle's average daily miles; null without two readings on different days. */
  dailyMiles: number | null;
  priceCents: number | null;
}

/**
 * The occurrences of one scheduled service in [today, end): the next due day (today when overdue), then every
 * interval after it, by months or by miles at the vehicle's average rate, whichever comes first.
 */
function occurrences(item: Pick<DueItem, 'dueDate' | 'intervalMonths' | 'intervalMiles' | 'dailyMiles'>, today: string, end: string): string[] {
  if (!item.dueDate) return [];
  const days: string[] = [];
  let day = daysBetween(item.dueDate, today) > 0 ? today : item.dueDate;
  while (daysBetween(day, end) > 0 && days.length < 400) {
    days.push(day);
    const byMonths = item.intervalMonths === null ? null : addMonths(day, item.intervalMonths);
    const byMiles = item.intervalMiles === null || !item.dailyMiles ? null : addDays(day, Math.max(1, Math.ceil(item.intervalMiles / item.dailyMiles)));
    const next = byMonths === null ? byMiles : byMiles === null ? byMonths : daysBetween(byMonths, byMiles) < 0 ? byMiles : byMonths;
    if (next === null) break;
    day = next;
  }
  return days;
}

function forecast(items: DueItem[], labels: Map<string, string>, today: string): AdvancedAnalytics['forecast'] {
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
      bucket.estimatedCents += item.priceCents ?? 0;
      due.push({
        vehicleId: item.vehicleId,
        vehicleLabel: labels.get(item.vehicleId) ?? '',
        serviceName: item.serviceName,
        dueDate: day,
        priceCents: item.priceCents,
      });
    }
  }
  due.sort((a, b) => daysBetween(b.dueDate, a.dueDate) || a.vehicleLabel.localeCompare(b.vehicleLabel) || a.serviceName.localeCompare(b.serviceName));
  return { months, items: due, estimatedCents: months.reduce((sum, m) => sum + m.estimatedCents, 0) };
}

/** The miles between a vehicle's first and last readings (by date, then miles); 0 without a reading. */
function milesDriven(readings: OdometerReading[]): number {
  if (readings.length === 0) return 0;
  const sorted = [...readings].sort((a, b) => a.readingDate.localeCompare(b.readingDate) || a.miles - b.miles);
  return sorted[sorted.length - 1]!.miles - sorted[0]!.miles;
}

function advanced(p: { figures: FiguresRow; today: string; vehicles: (VehicleCare & { label: string })[]; dueItems: DueItem[] }): AdvancedAnalytics {
  const { figures } = p;
  const labels = new Map(p.vehicles.map((v) => [v.vehicle.id, v.label]));
  const labelOf = (id: string | null) => (id === null ? FORMER_VEHICLES : (labels.get(id) ?? FORMER_VEHICLES));
  const byVehicle = new Map((figures.byVehicle ?? []).map((s) => [s.vehicleId, s.cents]));
  const byMonth = (figures.byMonth ?? []).sort((a, b) => a.month.localeCompare(b.month) || labelOf(a.vehicleId).localeCompare(labelOf(b.vehicleId)));
  const spent = [...p.vehicles.map((v) => ({ id: v.vehicle.id as string | null, label: v.label })), ...(byVehicle.has(null) ? [{ id: null, label: FORMER_VEHICLES }] : [])];
  return {
    months: lastMonths(p.today, MONTHS),
    vehicles: spent,
    spendingByMonth: byMonth,
    spendingByVehicle: spent.map((v) => ({ ...v, cents: byVehicle.get(v.id) ?? 0 })),
    costPerMile: p.vehicles.map((v) => {
      const cents = byVehicle.get(v.vehicle.id) ?? 0;
      const driven = milesDriven(v.readings);
      return { vehicleId: v.vehicle.id, label: v.label, cents, miles: driven, centsPerMile: driven > 0 ? cents / driven : null };
    }),
    servicesByKind: figures.byService ?? [],
    forecast: forecast(p.dueItems, labels, p.today),
  };
}

/**
 * The member's analytics: the Basic figures for everyone; Premium's only for a Premium member (never computed
 * otherwise). Two prepared statements side by side: the figures, and the vehicles with the same schedule the
 * vehicle pages compute.
 */
export async function getAnalytics(db: Db, userId: string, timeZone: string): Promise<Analytics> {
  const today = todayInZone(timeZone);
  const year = Number(today.slice(0, 4));
  const fromDay = `${year}-01-01`;
  const toDay = `${year + 1}-01-01`;
  const [figures, cares] = await Promise.all([
    findFigures(db, {
      userId,
      from: zonedTimeToUtc(fromDay, '00:00', timeZone),
      to: zonedTimeToUtc(toDay, '00:00', timeZone),
      fromDay,
      toDay,
      since: zonedTimeToUtc(`${lastMonths(today, MONTHS)[0]}-01`, '00:00', timeZone),
      timeZone,
    }),
    getMemberVehicleCare(db, userId, today),
  ]);
  // Oldest first, as the garage lists them; labelled so that twins are told apart.
  const oldestFirst = cares.reverse();
  const labelled = withVehicleLabels(oldestFirst.map((c) => c.care.vehicle));
  const vehicles = oldestFirst.map((c, i) => ({ ...c.care, label: labelled[i]!.label }));
  const prices = new Map((figures.prices ?? []).map((s) => [s.id, s.cents]));
  const dueItems: DueItem[] = oldestFirst.flatMap((c) =>
    c.care.schedule
      .filter((item) => item.state !== 'off')
      .map((item) => ({
        vehicleId: c.care.vehicle.id,
        serviceName: item.serviceName,
        dueDate: item.dueDate,
        intervalMonths: item.intervalMonths,
        intervalMiles: item.intervalMiles,
        dailyMiles: c.dailyMiles,
        priceCents: prices.get(item.serviceId) ?? null,
      })),
  );
  const premium = figures.level === 'premium';
  return {
    membershipLevel: premium ? 'premium' : 'basic',
    basic: {
      year,
      visitsThisYear: figures.visits,
      spentThisYearCents: figures.spent,
      vehicles: vehicles.length,
      itemsDue: oldestFirst.reduce((n, c) => n + c.care.schedule.filter((i) => i.state === 'overdue' || i.state === 'due-soon').length, 0),
    },
    advanced: premium ? advanced({ figures, today, vehicles, dueItems }) : null,
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
