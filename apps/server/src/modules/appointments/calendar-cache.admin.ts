import type { Db } from '../../db/client.ts';
import { keptCopiesPerDatabase } from '../../db/kept-copies.ts';
import * as repo from './calendar.admin.repository.ts';

export interface KeptCalendar {
  row: repo.CalendarRow;
  /** The answer built from the row for one clock reading (past days and bookable slots depend on the time). */
  answer: { clock: string; json: string } | null;
}

/** Shop ranges kept per instance (a week is about 20 KB on the bench seed); the least recently read go first. */
export const CALENDAR_CACHE_ENTRIES = 500;

const copiesOf = keptCopiesPerDatabase<KeptCalendar>(CALENDAR_CACHE_ENTRIES);

/**
 * A shop's calendar over a range (`readCalendar`) through a copy kept per instance and checked on every request:
 * the shop's calendar version and the catalogue's are read afresh (migration 0026's triggers raise the shop's in
 * the transaction that books, moves, cancels or changes the services of one of its appointments, renames a
 * customer or a vehicle of one, or adds a closure; migration 0025's raise the catalogue's with any shop or service
 * change), and the copy is used only while they are those it was read at. Otherwise the whole read runs again, rows
 * and versions from one snapshot. Every instance checks against the database, so a change made anywhere shows at
 * the next request. The kept row is shared between requests: callers must not change it. Decision record 0038.
 */
export async function keptCalendar(db: Db, p: { shopId: string; from: string; to: string }): Promise<KeptCalendar | null> {
  const copies = copiesOf(db);
  const key = `${p.shopId}|${p.from}|${p.to}`;
  const kept = copies.get(key);
  const current = kept && kept.row.version === (await repo.readCalendarVersion(db, p.shopId)) ? kept : null;
  const entry = current ?? (await fresh(db, p));
  if (entry) copies.keep(key, entry);
  else copies.drop(key);
  return entry;
}

async function fresh(db: Db, p: { shopId: string; from: string; to: string }): Promise<KeptCalendar | null> {
  const row = await repo.readCalendar(db, p);
  return row ? { row, answer: null } : null;
}
