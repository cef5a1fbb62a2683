import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../testing/fresh-postgres.ts';
import { serverStartFailure, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { migrationsFolder } from './migrate.ts';

/** Real server processes on a database no one has migrated yet. */
const url = process.env.TEST_DATABASE_URL;
const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const refusal = /^The database is missing \d+ migrations?: run `npm run db:migrate` before starting \(MIGRATE_ON_START=false\)$/;

const running: ServerProcess[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
});

describe('migrating at start', () => {
  it('with MIGRATE_ON_START=false refuses to start on an unmigrated embedded database, in one line naming the command', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-nomigrate-'));
    const { code, output } = await serverStartFailure({ DATA_DIR: dataDir, MIGRATE_ON_START: 'false' });
    expect(code).toBe(1);
    expect(output.trim()).toMatch(refusal);
    expect(output.trim()).toContain(`missing ${journal.entries.length} migration`);
  }, 90_000);
});

describe.runIf(url)('instances started at the same instant on a fresh PostgreSQL database', () => {
  it('both come up, with every migration applied exactly once and the demo data seeded once', async () => {
    const database = await createEmptyDatabase(url!, 'drivecare_startlock');
    try {
      const env = { DATABASE_URL: database.url, SEED_DEMO: '1', BETTER_AUTH_SECRET: 'start-lock-test-secret-0123456789abcdef' };
      const [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
      running.push(a, b);
      for (const server of [a, b]) expect((await fetch(`${server.base}/readyz`)).status).toBe(200);

      const applied = await database.query<{ hash: string; n: number }>(
        'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash',
      );
      expect(applied).toHaveLength(journal.entries.length);
      expect(applied.every((m) => m.n === 1)).toBe(true);

      const [seeded] = await database.query<{ shops: number; services: number; demo: number; announcements: number }>(`
        select (select count(*)::int from shops) as shops, (select count(*)::int from services) as services,
               (select count(*)::int from "user" where email in ('admin@example.com', 'member@example.com')) as demo,
               (select count(*)::int from announcements) as announcements`);
      expect(seeded).toEqual({ shops: 5, services: 8, demo: 2, announcements: 1 });

      // A release-step deployment: the schema is current, so an instance that does not migrate starts.
      const checker = await startServerProcess({ ...env, MIGRATE_ON_START: 'false' });
      running.push(checker);
      expect((await fetch(`${checker.base}/readyz`)).status).toBe(200);
    } finally {
      await Promise.all(running.splice(0).map((s) => s.stop()));
      await database.drop();
    }
  }, 180_000);

  it('with MIGRATE_ON_START=false refuses to start on an unmigrated PostgreSQL database, in one line', async () => {
    const database = await createEmptyDatabase(url!, 'drivecare_nomigrate');
    try {
      const { code, output } = await serverStartFailure({ DATABASE_URL: database.url, MIGRATE_ON_START: 'false' });
      expect(code).toBe(1);
      expect(output.trim()).toMatch(refusal);
      const [table] = await database.query<{ present: boolean }>(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
      expect(table?.present).toBe(false);
    } finally {
      await database.drop();
    }
  }, 90_000);
});
