import { TIME_SLOTS } from '@drivecare/contract/appointments';
import type { Weekday, WeeklySchedule } from '../../db/schema/catalogue.ts';

const WEEKDAYS: Weekday[] = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** The weekday of a calendar date (yyyy-MM-dd); a date has no zone, so UTC arithmetic is exact. */
export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y!, m! - 1, d!)).getUTCDay()]!;
}

export const isWeekend = (date: string) => {
  const day = weekdayOf(date);
  return day === 'saturday' || day === 'sunday';
};

/** Whether a yyyy-MM-dd string names a real day (2025-02-30 does not). */
export function isRealDate(date: string): boolean {
  const [y, m, d] = date.split('-').map(Number);
  const probe = new Date(Date.UTC(y!, m! - 1, d!));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === m! - 1 && probe.getUTCDate() === d;
}

/** Every date of a month (yyyy-MM). */
export function datesOfMonth(month: string): string[] {
  const [y, m] = month.split('-').map(Number);
  const count = new Date(Date.UTC(y!, m!, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** A closure as availability reads it (`listShopClosures` in modules/shops): days, and hours when part of a day. */
export interface ClosureSpan {
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
}

const hourAfter = (time: string) => `${String(Number(time.slice(0, 2)) + 1).padStart(2, '0')}${time.slice(2)}`;

/** Whether a closure covers any part of the hour-long slot starting at `time` on `date`. */
export function closureCovers(closure: ClosureSpan, date: string, time: string): boolean {
  if (date < closure.startDate || date > closure.endDate) return false;
  if (closure.startTime === null || closure.endTime === null) return true;
  return closure.startTime < hourAfter(time) && closure.endTime > time;
}

/** Whether a slot falls in any of the closures (a slot half closed cannot be served: it is closed). */
export const isClosedAt = (closures: readonly ClosureSpan[], date: string, time: string) =>
  closures.some((closure) => closureCovers(closure, date, time));

/** Whether a closure takes the whole of a date (the day shows as closed rather than with fewer slots). */
export const isClosedAllDay = (closures: readonly ClosureSpan[], date: string) =>
  closures.some((c) => c.startTime === null && date >= c.startDate && date <= c.endDate);

export type DayVerdict =
  | { ok: true; slots: string[] }
  | { ok: false; reason: 'weekend' | 'past' | 'closed' };

export interface SlotContext {
  schedule: WeeklySchedule;
  capacity: number;
  today: string;
  nowTime: string;
  /** Places taken per 'date|HH:MM' (scheduled and in-progress appointments). */
  taken: Map<string, number>;
  /** The shop's closures and the club's holidays over the dates asked; none when absent. */
  closures?: readonly ClosureSpan[];
}

/**
 * The hourly slots a shop can open on a date, before capacity: inside its hours, outside its closures, not already
 * begun today.
 */
export function openSlots(date: string, ctx: Omit<SlotContext, 'capacity' | 'taken'>): DayVerdict {
  if (isWeekend(date)) return { ok: false, reason: 'weekend' };
  if (date < ctx.today) return { ok: false, reason: 'past' };
  const hours = ctx.schedule[weekdayOf(date)];
  const closures = ctx.closures ?? [];
  if (!hours?.enabled || isClosedAllDay(closures, date)) return { ok: false, reason: 'closed' };
  const slots = TIME_SLOTS.filter(
    (t) => t >= hours.open && t < hours.close && (date > ctx.today || t > ctx.nowTime) && !isClosedAt(closures, date, t),
  );
  return { ok: true, slots };
}

/** The slots still bookable on a date: open and with places left under the shop's capacity. */
export function bookableSlots(date: string, ctx: SlotContext): string[] {
  const verdict = openSlots(date, ctx);
  if (!verdict.ok) return [];
  return verdict.slots.filter((t) => (ctx.taken.get(`${date}|${t}`) ?? 0) < ctx.capacity);
}

/** Whether a slot start falls inside the shop's opening hours of that date's weekday. */
export function withinHours(date: string, time: string, schedule: WeeklySchedule): boolean {
  const hours = schedule[weekdayOf(date)];
  return !!hours?.enabled && time >= hours.open && time < hours.close;
}

