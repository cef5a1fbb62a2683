import { DUE_SOON_DAYS, DUE_SOON_MILES, type MaintenanceItem, type MaintenanceState } from '@drivecare/contract/vehicle-care';

/** A yyyy-MM-dd day as a count of days: calendar arithmetic only, no clock and no time zone. */
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;
const dayString = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => dayNumber(to) - dayNumber(from);
export const addDays = (day: string, days: number) => dayString(dayNumber(day) + days);

/** The same day of the month `months` later, or that month's last day (31 January + 1 month = 28/29 February). */
export function addMonths(day: string, months: number): string {
  const total = Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7)) - 1 + months;
  const year = Math.floor(total / 12);
  const month = total % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const date = Math.min(Number(day.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month + 1).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

export interface Reading {
  date: string;
  miles: number;
}

/** The vehicle's mileage over time: its readings, and the average daily miles between the first and the last. */
export class MileageModel {
  readonly readings: Reading[];
  readonly dailyMiles: number | null;

  constructor(readings: Reading[]) {
    this.readings = [...readings].sort((a, b) => daysBetween(b.date, a.date) || a.miles - b.miles);
    const first = this.readings[0];
    const last = this.readings[this.readings.length - 1];
    const days = first && last ? daysBetween(first.date, last.date) : 0;
    this.dailyMiles = first && last && days > 0 ? Math.max(0, (last.miles - first.miles) / days) : null;
  }

  get first(): Reading | null {
    return this.readings[0] ?? null;
  }

  get last(): Reading | null {
    return this.readings[this.readings.length - 1] ?? null;
  }

  /** The miles on a day: between two readings along the line joining them; after the last, at the average rate. */
  milesAt(day: string): number | null {
    const { first, last } = this;
    if (!first || !last) return null;
    if (daysBetween(day, first.date) > 0) {
      return this.dailyMiles === null ? null : Math.max(0, Math.round(first.miles - this.dailyMiles * daysBetween(day, first.date)));
    }
    if (daysBetween(last.date, day) >= 0) return Math.round(last.miles + (this.dailyMiles ?? 0) * daysBetween(last.date, day));
    const after = this.readings.findIndex((r) => daysBetween(day, r.date) >= 0);
    const next = this.readings[after]!;
    const prev = this.readings[after - 1] ?? next;
    const span = daysBetween(prev.date, next.date);
    if (span === 0) return next.miles;
    return Math.round(prev.miles + ((next.miles - prev.miles) * daysBetween(prev.date, day)) / span);
  }

  /** The day the odometer is expected to reach `miles`, at the average rate; null when the rate is unknown. */
  dayOfMiles(miles: number): string | null {
    const { last, dailyMiles } = this;
    if (!last || !dailyMiles) return null;
    return addDays(last.date, Math.ceil((miles - last.miles) / dailyMiles));
  }
}

export interface ScheduledService {
  serviceId: string;
  serviceName: string;
  catalogueMonths: number | null;
  catalogueMiles: number | null;
  /** The member's own setting for this vehicle, if any. */
  override: { enabled: boolean; intervalMonths: number | null; intervalMiles: number | null } | null;
}

export interface Completion {
  serviceId: string;
  date: string;
  miles: number | null;
}

export interface ScheduleInput {
  today: string;
  readings: Reading[];
  /** Where a never-done service counts from when the vehicle has no reading: the day it was added. */
  addedOn: string;
  services: ScheduledService[];
  done: Completion[];
}

const STATE_ORDER: Record<MaintenanceState, number> = { overdue: 0, 'due-soon': 1, ok: 2, off: 3 };

const earlier = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : daysBetween(a, b) < 0 ? b : a);

function stateOf(p: { today: string; dueDate: string | null; dueMiles: number | null; estimatedMiles: number | null }): MaintenanceState {
  const daysLeft = p.dueDate === null ? null : daysBetween(p.today, p.dueDate);
  const milesLeft = p.dueMiles === null || p.estimatedMiles === null ? null : p.dueMiles - p.estimatedMiles;
  if ((daysLeft !== null && daysLeft < 0) || (milesLeft !== null && milesLeft <= 0)) return 'overdue';
  if ((daysLeft !== null && daysLeft <= DUE_SOON_DAYS) || (milesLeft !== null && milesLeft <= DUE_SOON_MILES)) return 'due-soon';
  return 'ok';
}

/**
 * Each service with an interval: when it was last done, when it is next due by date and by miles (whichever comes
 * first decides), and its state. Mileage between and after readings is estimated from the average daily miles; a
 * service never done counts from the vehicle's first reading. Pure: the caller gives today.
 */
export function computeMaintenanceSchedule(input: ScheduleInput): { items: MaintenanceItem[]; estimatedMiles: number | null; dailyMiles: number | null } {
  const mileage = new MileageModel(input.readings);
  const estimatedMiles = mileage.milesAt(input.today);
  const start = mileage.first ?? { date: input.addedOn, miles: null };
  const items: MaintenanceItem[] = [];
  for (const s of input.services) {
    const custom = s.override !== null;
    const enabled = s.override?.enabled ?? true;
    const intervalMonths = s.override?.enabled ? s.override.intervalMonths : s.catalogueMonths;
    const intervalMiles = s.override?.enabled ? s.override.intervalMiles : s.catalogueMiles;
    if (enabled && intervalMonths === null && intervalMiles === null) continue;
    const last = input.done
      .filter((d) => d.serviceId === s.serviceId)
      .sort((a, b) => daysBetween(a.date, b.date) || (b.miles ?? 0) - (a.miles ?? 0))[0];
    const lastDone = last ? { date: last.date, miles: last.miles ?? mileage.milesAt(last.date) } : null;
    const base = lastDone ?? start;
    const byMonths = intervalMonths === null ? null : addMonths(base.date, intervalMonths);
    const dueMiles = intervalMiles === null || base.miles === null ? null : base.miles + intervalMiles;
    const dueDate = earlier(byMonths, dueMiles === null ? null : mileage.dayOfMiles(dueMiles));
    const state = enabled ? stateOf({ today: input.today, dueDate, dueMiles, estimatedMiles }) : 'off';
    items.push({
      serviceId: s.serviceId,
      serviceName: s.serviceName,
      intervalMonths: enabled ? intervalMonths : null,
      intervalMiles: enabled ? intervalMiles : null,
      catalogueMonths: s.catalogueMonths,
      catalogueMiles: s.catalogueMiles,
      custom,
      lastDone,
      dueDate: enabled ? dueDate : null,
      dueMiles: enabled ? dueMiles : null,
      state,
    });
  }
  items.sort(
    (a, b) =>
      STATE_ORDER[a.state] - STATE_ORDER[b.state] ||
      (a.dueDate && b.dueDate ? daysBetween(b.dueDate, a.dueDate) : 0) ||
      a.serviceName.localeCompare(b.serviceName),
  );
  return { items, estimatedMiles, dailyMiles: mileage.dailyMiles };
}
