import { loadEnv } from '../env.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations, underStartupLock } from '../db/migrate.ts';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
// The same lock as instances that migrate at start, in case one is starting while the release step runs.
await underStartupLock(database, () => runMigrations(database));
await database.close();
console.log(`Migrations applied (${database.kind}).`);
