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
