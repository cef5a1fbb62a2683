import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { Database } from './client.ts';

// Beside the running file in both layouts: src/db/migrate.ts → src/db/migrations, and the release bundle
// apps/server/dist/main.js (or migrate.js) → dist/migrations, which scripts/build-server.ts copies there.
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * The key of the session-level advisory lock that start-up work (migrations, the seed) runs under, so that
 * instances started together do it one after the other. Any fixed number no other code locks on will do.
 */
export const STARTUP_LOCK_KEY = 2_316_023;

/** Applies the committed drizzle-kit migrations; the same files for PGlite and PostgreSQL. */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  } else {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  }
}

/**
 * Runs `work` while holding the start-up lock. Drizzle's migrator has no lock of its own: two instances on a
 * fresh PostgreSQL would both see a migration as missing and both apply it. The lock is held by one dedicated
 * connection for the whole of `work`, which runs its queries on the pool's other connections. The embedded
 * database belongs to one process, which needs no lock.
 */
export async function underStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const client = await database.pool.connect();
  let broken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => {
        // Dropping the connection ends its session, and with it the lock.
        broken = true;
      });
    }
  } finally {
    client.release(broken);
  }
}

/** How many committed migrations the database has not applied yet (all of them on a database never migrated). */
export async function pendingMigrationCount(database: Database): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  // Both drivers answer `execute` with `{ rows }`; the shared Db type does not say so.
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await database.db.execute(query)) as { rows: T[] }).rows;
  const [table] = await rows<{ present: boolean }>(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table?.present) return migrations.length;
  const [last] = await rows<{ created_at: string | number | null }>(sql`select max(created_at) as created_at from drizzle.__drizzle_migrations`);
  const lastApplied = Number(last?.created_at ?? 0);
  // The migrator's own rule: a migration is applied when one at least as recent is recorded.
  return migrations.filter((m) => m.folderMillis > lastApplied).length;
}

/** Thrown at start with MIGRATE_ON_START=false when the database is behind the code. */
export class PendingMigrationsError extends Error {
  constructor(count: number) {
    super(
      `The database is missing ${count} migration${count === 1 ? '' : 's'}: run \`npm run db:migrate\` before starting (MIGRATE_ON_START=false)`,
    );
  }
}

/** Start-up: migrates under the lock, or (MIGRATE_ON_START=false) only checks that a release step already did. */
export async function prepareSchema(database: Database, opts: { migrate: boolean }): Promise<void> {
  if (opts.migrate) {
    await underStartupLock(database, () => runMigrations(database));
    return;
  }
  const pending = await pendingMigrationCount(database);
  if (pending > 0) throw new PendingMigrationsError(pending);
}
