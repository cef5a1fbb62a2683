import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../db/client.ts';

/** Where global setup leaves the migrated PGlite template that every test file clones. */
export const PGLITE_TEMPLATE_FILE = new URL('../../../../.tmp/pglite-template.tar.gz', import.meta.url).pathname;
// Checkouts that run the PostgreSQL suite side by side on one server each name their own template.
export const PG_TEMPLATE_DB = process.env.TEST_PG_TEMPLATE_DB ?? 'drivecare_test_template';
/** Set by global setup: the run's id, part of every test database's name so the run can drop its own. */
export const TEST_RUN_ENV = 'DRIVECARE_TEST_RUN';
export const testDatabasePrefix = () => `drivecare_test_${process.env[TEST_RUN_ENV] ?? 'norun'}_`;

export function adminUrl(url: string, database = 'postgres'): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

/**
 * A fresh, migrated database for one test file: a clone of the PGlite template in memory, or with
 * TEST_DATABASE_URL a new PostgreSQL database created from the migrated template database.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([fs.readFileSync(PGLITE_TEMPLATE_FILE)]);
    return openPglite({ loadDataDir: blob });
  }
  const name = `${testDatabasePrefix()}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const database = openPostgres(adminUrl(url, name), 20);
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl(url) });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}
