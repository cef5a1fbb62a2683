import { format, isValid, parseISO } from 'date-fns';

/** '14:00' or '14:00:00' -> '2:00 PM'. Unparseable input is returned unchanged. */
export function formatTime12h(time: string | null | undefined): string {
  if (!time) return '';
  const match = /^(\d{1,2}):(\d{2})/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  const minutes = match[2] ?? '00';
  if (hours > 23) return time;
  const period = hours >= 12 ? 'PM' : 'AM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes} ${period}`;
}

/**
 * Parses 'yyyy-MM-dd' as a local calendar day (not UTC midnight, which shifts the day
 * west of Greenwich) and full ISO timestamps as instants.
 */
export function parseDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  const date = parseISO(value);
  return isValid(date) ? date : null;
}

function formatWith(pattern: string, value: string | Date | null | undefined, fallback: string): string {
  const date = parseDate(value);
  return date ? format(date, pattern) : fallback;
}

/** 'Mar 05, 2025' (the spec's 'MMM dd, yyyy'). */
export const formatDate = (value: string | Date | null | undefined, fallback = '') =>
  formatWith('MMM dd, yyyy', value, fallback);

/** 'Mar 5, 2025' for compact cards. */
export const formatDateShort = (value: string | Date | null | undefined, fallback = '') =>
  formatWith('MMM d, yyyy', value, fallback);

/** 'Wednesday, March 5, 2025'. */
export const formatDateLong = (value: string | Date | null | undefined, fallback = '') =>
  formatWith('EEEE, MMMM d, yyyy', value, fallback);

/** 'Mar 05, 2025, 2:00 PM'. */
export const formatDateTime = (value: string | Date | null | undefined, fallback = '') =>
  formatWith('MMM dd, yyyy, h:mm a', value, fallback);

/** A Date as 'yyyy-MM-dd' in local time, for API payloads. */
export const toIsoDay = (date: Date) => format(date, 'yyyy-MM-dd');

/** '3/5/2025': en-US numeric, for dates in admin tables and lists. */
export const formatDateNumeric = (value: string | Date | null | undefined, fallback = '') =>
  formatWith('M/d/yyyy', value, fallback);
