import { format, isValid, parseISO } from 'date-fns';

export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME ?? 'DriveCare Club';

interface NameParts {
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email?: string | null | undefined;
}

type Audience = 'member' | 'admin';

const FALLBACK = {
  member: { name: 'User', initials: 'U' },
  admin: { name: 'Admin', initials: 'A' },
} as const;

const clean = (value: string | null | undefined) => value?.trim() ?? '';

/** First and last name if both exist, else the e-mail, else 'User' (member) or 'Admin' (admin). */
export function displayName(person: NameParts | null | undefined, audience: Audience = 'member'): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first && last) return `${first} ${last}`;
  const email = clean(person?.email);
  if (email) return email;
  return FALLBACK[audience].name;
}

/** First letters of both names, else the first two letters of the e-mail local part, else 'U' / 'A'. */
export function initials(person: NameParts | null | undefined, audience: Audience = 'member'): string {
  const first = clean(person?.firstName);
  const last = clean(person?.lastName);
  if (first && last) return `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
  const local = clean(person?.email).split('@')[0] ?? '';
  if (local) return local.slice(0, 2).toUpperCase();
  return FALLBACK[audience].initials;
}

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
