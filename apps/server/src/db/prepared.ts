import type { Db } from './client.ts';

/**
 * A read that nearly every page makes, built once per database: Drizzle renders its SQL once, and PostgreSQL
 * parses and plans the named statement once per connection instead of on every request. Values are passed as
 * `sql.placeholder`s to `execute`. Only for `db` itself: a transaction has its own connection and lifetime.
 */
export function preparedPerDatabase<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDatabase = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) byDatabase.set(db, (query = build(db)));
    return query;
  };
}
