// Every time-zone helper in one place: the club keeps its calendar in CLUB_TIMEZONE, never in UTC.

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per use and time zone, kept: building one costs far more than formatting with it, and
 * "today" is asked on nearly every request.
 */
export function zonedFormatter(use: string, timeZone: string, make: (timeZone: string) => Intl.DateTimeFormat): Intl.DateTimeFormat {
  const key = `${use}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) formatters.set(key, (format = make(timeZone)));
  return format;
}

/** "Today" as yyyy-MM-dd in the club's time zone; past and today are judged there, never in UTC. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return zonedFormatter('day', timeZone, (tz) => new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' })).format(now);
}

/** The wall-clock time (HH:MM) in the club's time zone. */
export function timeInZone(timeZone: string, now: Date = new Date()): string {
  return zonedFormatter('time', timeZone, (tz) => new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).format(now);
}

/** The zone's offset from UTC in minutes at an instant (e.g. -300 for New York in winter). */
export function offsetMinutes(timeZone: string, at: Date): number {
  // A VTIMEZONE asks ~1,500 times: the kept formatter matters here too.
  const name = zonedFormatter('offset', timeZone, (tz) => new Intl.DateTimeFormat('en-US', { timeZone: tz, timeZoneName: 'longOffset' }))
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/** The instant a club-local date (yyyy-MM-dd) and time (HH:mm) name in `timeZone`. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const naive = Date.UTC(y!, mo! - 1, d!, h!, mi!);
  let at = naive - offsetMinutes(timeZone, new Date(naive)) * 60_000;
  // Near a change of offset the first guess used the other side's offset; one correction settles it.
  at = naive - offsetMinutes(timeZone, new Date(at)) * 60_000;
  return new Date(at);
}

/** 'Monday, December 1, 2025 at 10:00 AM' from a club-local date and time. */
export function longWhen(date: string, time: string): string {
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  const day = zonedFormatter('long-day', 'UTC', (timeZone) => new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone })).format(
    new Date(Date.UTC(y!, m! - 1, d!)),
  );
  const hour12 = hh! % 12 === 0 ? 12 : hh! % 12;
  return `${day} at ${hour12}:${String(mm).padStart(2, '0')} ${hh! < 12 ? 'AM' : 'PM'}`;
}
