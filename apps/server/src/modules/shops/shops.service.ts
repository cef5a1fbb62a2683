import type { MemberShop, Weekday } from '@drivecare/contract/shops';
import type { Db } from '../../db/client.ts';
import { zonedFormatter } from '../../lib/club-time.ts';
import { listActiveShops } from './shops.repository.ts';

/** The weekday of `now` in the club's time zone, as the schedule keys it. */
export function weekdayInZone(timeZone: string, now: Date = new Date()): Weekday {
  return zonedFormatter('weekday', timeZone, (tz) => new Intl.DateTimeFormat('en-US', { timeZone: tz, weekday: 'long' })).format(now).toLowerCase() as Weekday;
}

export async function getMemberShops(db: Db, timeZone: string, now = new Date()): Promise<MemberShop[]> {
  const today = weekdayInZone(timeZone, now);
  const rows = await listActiveShops(db);
  return rows.map((r) => ({ ...r, openToday: r.schedule[today]?.enabled === true }));
}
