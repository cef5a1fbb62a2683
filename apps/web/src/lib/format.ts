// Plain formatting rather than date-fns' `format`: these helpers are on the member dashboard's first load, and
// date-fns' formatter would be about 6 KB of its 200 KB script budget (the booking and membership pages still
// use date-fns for calendar arithmetic).
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const pad2 = (n: number) => String(n).padStart(2, '0');
const shortMonth = (date: Date) => (MONTHS[date.getMonth()] ?? '').slice(0, 3);

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
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) {
    const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new Date(year, month - 1, dayOfMonth);
    // new Date rolls Feb 30 over into March; a day that does not exist is no date.
    return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === dayOfMonth ? date : null;
  }
  // Only ISO timestamps ('2025-03-05T14:00:00Z', with or without an offset): never the engine's loose parsing.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return isValid(date) ? date : null;
}

function isValid(date: Date): boolean {
  return !Number.isNaN(date.getTime());
}

function formatWith(pattern: (date: Date) => string, value: string | Date | null | undefined, fallback: string): string {
  const date = parseDate(value);
  return date ? pattern(date) : fallback;
}

/** 'Mar 05, 2025' (the spec's 'MMM dd, yyyy'). */
export const formatDate = (value: string | Date | null | undefined, fallback = '') =>
  formatWith((d) => `${shortMonth(d)} ${pad2(d.getDate())}, ${d.getFullYear()}`, value, fallback);

/** 'Mar 5, 2025' for compact cards. */
export const formatDateShort = (value: string | Date | null | undefined, fallback = '') =>
  formatWith((d) => `${shortMonth(d)} ${d.getDate()}, ${d.getFullYear()}`, value, fallback);

/** 'Wednesday, March 5, 2025'. */
export const formatDateLong = (value: string | Date | null | undefined, fallback = '') =>
  formatWith((d) => `${WEEKDAYS[d.getDay()] ?? ''}, ${MONTHS[d.getMonth()] ?? ''} ${d.getDate()}, ${d.getFullYear()}`, value, fallback);

/** 'Mar 05, 2025, 2:00 PM'. */
export const formatDateTime = (value: string | Date | null | undefined, fallback = '') =>
  formatWith(
    (d) => `${shortMonth(d)} ${pad2(d.getDate())}, ${d.getFullYear()}, ${formatTime12h(`${d.getHours()}:${pad2(d.getMinutes())}`)}`,
    value,
    fallback,
  );

/** A Date as 'yyyy-MM-dd' in local time, for API payloads. */
export const toIsoDay = (date: Date) => `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;

/** '3/5/2025': en-US numeric, for dates in admin tables and lists. */
export const formatDateNumeric = (value: string | Date | null | undefined, fallback = '') =>
  formatWith((d) => `${d.getMonth() + 1}/${d.getDate()}/${d.getFullYear()}`, value, fallback);

/** 'Mon, Nov 30': a day of a week at a glance (the calendar's columns). */
export const formatWeekdayShort = (value: string | Date | null | undefined, fallback = '') =>
  formatWith((d) => `${(WEEKDAYS[d.getDay()] ?? '').slice(0, 3)}, ${shortMonth(d)} ${d.getDate()}`, value, fallback);
