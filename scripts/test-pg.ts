// Runs the server suite against the PostgreSQL server (default 127.0.0.1:5432, user postgres) in a
// throwaway database: TEST_DATABASE_URL names the server; each test file creates and drops its own database.
import { spawnSync } from 'node:child_process';

const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const result = spawnSync('npx', ['vitest', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DATABASE_URL: url },
});
process.exit(result.status ?? 1);
