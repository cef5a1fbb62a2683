import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { adminUrl } from './test-database.ts';

/** An empty PostgreSQL database (not from the migrated template) on the server of `serverUrl`, and its removal. */
export async function createEmptyDatabase(serverUrl: string, prefix: string) {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: adminUrl(serverUrl, name),
    async query<T extends pg.QueryResultRow>(text: string): Promise<T[]> {
      const client = new pg.Client({ connectionString: adminUrl(serverUrl, name) });
      await client.connect();
      try {
        return (await client.query<T>(text)).rows;
      } finally {
        await client.end();
      }
    },
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl(serverUrl) });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
