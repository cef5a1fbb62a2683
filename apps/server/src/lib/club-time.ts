/** "Today" as yyyy-MM-dd in the club's time zone; past and today are judged there, never in UTC. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}
