import type { Db } from './client.ts';

/**
 * Copies kept per database (tests open many in one process), at most `limit` of them: keeping one marks it the most
 * recently read, and the least recently read goes first. What a copy is current against is the caller's to check
 * (decision records 37 and 38 check versions the database keeps).
 */
export function keptCopiesPerDatabase<V>(limit: number) {
  const byDatabase = new WeakMap<Db, Map<string, V>>();
  return (db: Db) => {
    let copies = byDatabase.get(db);
    if (!copies) byDatabase.set(db, (copies = new Map()));
    const map = copies;
    return {
      get: (key: string) => map.get(key),
      keep(key: string, value: V) {
        // A Map iterates in insertion order: re-inserting marks the entry as the most recently read.
        map.delete(key);
        map.set(key, value);
        if (map.size > limit) map.delete(map.keys().next().value!);
      },
      drop: (key: string) => map.delete(key),
    };
  };
}
