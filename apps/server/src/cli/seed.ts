import { loadEnv } from '../env.ts';
import { createLogger } from '../logger.ts';
import { buildServer } from '../server.ts';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { seedPeople } from '../seed/seed-people.ts';
import { seedDatabase } from '../seed/seed.ts';

// npm run db:seed [-- --users N]: the demo data, plus N generated members for trying the back office at scale.
const usersFlag = process.argv.indexOf('--users');
const extraUsers = usersFlag === -1 ? 0 : Number(process.argv[usersFlag + 1]);
if (!Number.isInteger(extraUsers) || extraUsers < 0 || extraUsers > 10_000_000) {
  console.error('--users takes a whole number of members, e.g. --users 100000');
  process.exit(1);
}

const env = loadEnv();
const log = createLogger('warn', false);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir });
await runMigrations(database);
const { auth, storage, realtime } = buildServer(env, database, log);
const { demoCreated } = await seedDatabase(database.db, auth, { demo: env.seedDemo, storage });
if (extraUsers > 0) {
  const started = performance.now();
  // One hash for all of them: they sign in with 'member123'.
  const hash = await (await auth.$context).password.hash('member123');
  await seedPeople(database.db, extraUsers, hash, (done) => process.stdout.write(`\r  ${done} / ${extraUsers} members`));
  console.log(`\n  ${extraUsers} members (bulk1@example.com … bulk${extraUsers}@example.com, password member123) in ${Math.round(performance.now() - started)} ms`);
}
await realtime.close();
await database.close();
console.log(`Seeded (${database.kind})${demoCreated ? ' with demo accounts' : ''}.`);
