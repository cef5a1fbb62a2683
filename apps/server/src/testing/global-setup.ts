import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { adminUrl, PG_TEMPLATE_DB, PGLITE_TEMPLATE_FILE } from './test-database.ts';

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
}
