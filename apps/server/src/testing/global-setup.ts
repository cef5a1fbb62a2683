import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { adminUrl, PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE, TEST_RUN_ENV, testDatabasePrefix } from './test-database.ts';

/** Migrates once per run; each test file then clones the result instead of running initdb + migrations. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await openPglite();
    await runMigrations(db);
    const dump = await db.pglite!.dumpDataDir('gzip');
    fs.mkdirSync(path.dirname(PGLITE_TEMPLATE_FILE), { recursive: true });
    fs.writeFileSync(PGLITE_TEMPLATE_FILE, Buffer.from(await dump.arrayBuffer()));
    await db.close();
    return;
  }
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  await admin.end();
  const template = openPostgres(adminUrl(url, PG_TEMPLATE_DB), 2);
  await runMigrations(template);
  await template.close();
  // Test files' workers inherit this, so every database of this run carries it in its name.
  process.env[TEST_RUN_ENV] = randomBytes(4).toString('hex');
  return () => dropRunDatabases(url, testDatabasePrefix());
}

/** Databases of apps a test file made and never closed would outlive the run: dropped here. */
async function dropRunDatabases(url: string, prefix: string) {
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>('select datname from pg_database where starts_with(datname, $1)', [prefix]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}
