import type { Db } from '../../db/client.ts';
import { keptCopiesPerDatabase } from '../../db/kept-copies.ts';
import * as repo from './vehicle-care.repository.ts';

export type CareRow = Awaited<ReturnType<typeof repo.careOfVehicles>>[number];

interface Entry<T> {
  version: string;
  row: CareRow;
  /** What was derived from the row for one day (the schedule depends on today). */
  derived: { today: string; value: T } | null;
}

/** Vehicles kept per instance (a few KB each); the least recently read go first. */
export const CARE_CACHE_ENTRIES = 2_000;

const keyOf = (vehicleId: string, ownerId: string) => `${ownerId}/${vehicleId}`;

/**
 * The vehicle pages' read (`careOfVehicles`) and what is derived from it, through a copy kept per instance and
 * checked on every request: the owner's vehicle ids are read afresh with their care versions (migration 0025's
 * triggers raise a vehicle's version in the transaction that changes the vehicle, its readings, completed visits,
 * their services and documents, records or own intervals, and the catalogue's with any service or shop change), and
 * a kept copy is used only while both versions are those it was read at. Otherwise the whole read runs again, rows
 * and versions from one snapshot. Every instance checks against the database, so a change made anywhere shows at
 * the next request. What `derive` returns is shared between requests: callers must not change it. Decision 0037.
 */
export function createCareCache<T>(derive: (row: CareRow, today: string) => T) {
  const copiesOf = keptCopiesPerDatabase<Entry<T>>(CARE_CACHE_ENTRIES);

  function valueOf(entry: Entry<T>, today: string): T {
    if (entry.derived?.today !== today) entry.derived = { today, value: derive(entry.row, today) };
    return entry.derived.value;
  }

  /** The owner's vehicles (or the one asked for), newest first: none when it is not theirs. */
  return async function read(db: Db, p: { userId: string; vehicleId?: string }, today: string): Promise<T[]> {
    const copies = copiesOf(db);
    const heads = await repo.careHeads(db, p);
    const kept: Entry<T>[] = [];
    for (const head of heads) {
      const entry = copies.get(keyOf(head.id, p.userId));
      if (!entry || entry.version !== head.version) break;
      kept.push(entry);
    }
    const entries =
      kept.length === heads.length ? kept : (await repo.careOfVehicles(db, p)).map((row): Entry<T> => ({ version: row.version, row, derived: null }));
    for (const entry of entries) copies.keep(keyOf(entry.row.id, p.userId), entry);
    return entries.map((entry) => valueOf(entry, today));
  };
}
