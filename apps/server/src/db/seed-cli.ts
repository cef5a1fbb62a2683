import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { buildServer } from '../server.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedDatabase } from './seed.ts';

const env = loadEnv();
const log = createLogger('warn', false);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await runMigrations(database);
const { auth, storage } = buildServer(env, database, log);
const { demoCreated } = await seedDatabase(database.db, auth, { demo: env.seedDemo, storage });
await database.close();
console.log(`Seeded (${database.kind})${demoCreated ? ' with demo accounts' : ''}.`);
