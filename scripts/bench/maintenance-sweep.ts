// npm run bench:sweep [-- --database=<name>] [--keep]
// The maintenance reminder sweep measured alone on PostgreSQL over the bench seed (200,000 vehicles): seeds a
// throwaway database (scripts/bench/seed.ts at full scale, plus two odometer readings a vehicle and the issue's
// intervals), then times (1) the set-based due computation over every vehicle alone, and (2) real sweeps one after
// the other: the due computation, the claim of the first 500 vehicles with something new to say, their due lines
// and their e-mails to the outbox (the bench seed makes nearly every vehicle due, so each sweep is a full batch).
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth.ts';
import { createCaptureTransport } from '../../apps/server/src/adapters/mail/capture-transport.ts';
import { createMailer } from '../../apps/server/src/adapters/mail/mailer.ts';
import { createPusher } from '../../apps/server/src/adapters/push/pusher.ts';
import { openPostgres } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { createLogger } from '../../apps/server/src/logger.ts';
import { sql } from 'drizzle-orm';
import { maintenanceItemsSql, selectRows } from '../../apps/server/src/modules/vehicles/maintenance-due.repository.ts';
import { createNotifier } from '../../apps/server/src/modules/notifications/notifier.ts';
import { createMaintenanceReminders } from '../../apps/server/src/modules/vehicles/maintenance-reminders.ts';
import { FULL_SCALE, seedStatements } from './seed.ts';

const args = process.argv.slice(2);
const REUSE = args.find((a) => a.startsWith('--database='))?.slice('--database='.length);
const KEEP = args.includes('--keep');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TODAY = new Date().toISOString().slice(0, 10);
const log = (s: string) => process.stdout.write(`${s}\n`);
const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(2)} s`;

const careSeed = [
  {
    label: 'catalogue intervals',
    sql: `update services set interval_months = 6, interval_miles = 5000 where name = 'Oil Change';
      update services set interval_months = 6, interval_miles = 6000 where name = 'Tyre Rotation';
      update services set interval_months = 12, interval_miles = 12000 where name = 'Brake Inspection';
      update services set interval_months = 12 where name = 'Battery Check';`,
  },
  {
    label: 'two odometer readings a vehicle',
    sql: `insert into odometer_readings (vehicle_id, miles, reading_date, source)
      select id, greatest(0, coalesce(odometer_miles, 0) - 9000 - (row_number() over (order by id) % 4000)::int), current_date - 400, 'member' from vehicles;
      insert into odometer_readings (vehicle_id, miles, reading_date, source)
      select id, coalesce(odometer_miles, 0), current_date - (row_number() over (order by id) % 90)::int, 'member' from vehicles;`,
  },
  { label: 'vacuum analyze', sql: 'vacuum analyze;' },
];

async function main() {
  const name = REUSE ?? `drivecare_sweep_bench_${Date.now()}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  if (!REUSE) await admin.query(`create database ${name}`);
  const database = openPostgres(url.toString(), 4);
  try {
    if (!REUSE) {
      await runMigrations(database);
      const hash = await hashPassword('bench-password-1');
      for (const step of [...seedStatements(FULL_SCALE, hash), ...careSeed]) {
        const t = performance.now();
        await database.pool!.query(step.sql);
        log(`  seeded ${step.label} (${since(t)})`);
      }
    }
    const { rows } = await database.pool!.query<{ n: number }>('select count(*)::int as n from vehicles');
    log(`vehicles: ${rows[0]!.n.toLocaleString('en-US')}`);

    for (let i = 1; i <= 2; i++) {
      const t = performance.now();
      const [row] = await selectRows<{ items: number; due: number }>(
        database.db,
        sql`select count(*)::int as items, count(*) filter (where state <> 'ok')::int as due from (${maintenanceItemsSql({ today: TODAY })}) i`,
      );
      log(`due computation over every vehicle, run ${i}: ${since(t)} (${row!.items.toLocaleString('en-US')} scheduled items, ${row!.due.toLocaleString('en-US')} due soon or overdue)`);
    }

    const logger = createLogger('silent', false);
    const mailer = createMailer({ db: database.db, transport: createCaptureTransport(), from: 'bench@example.com', log: logger, deliversHere: false });
    const brand = { productName: 'DriveCare Club', appUrl: 'http://localhost' };
    // No VAPID keys: the notifier writes the e-mails (as the member's preferences allow) and no pushes.
    const pusher = createPusher({ db: database.db, service: null, log: logger, deliversHere: false });
    const notifier = createNotifier({ mailer, pusher, brand, linkSecret: 'bench-link-secret-bench-link-secret' });
    const sweeper = createMaintenanceReminders({ db: database.db, notifier, log: logger, brand, timeZone: 'UTC' });
    for (let i = 1; i <= 3; i++) {
      const t = performance.now();
      const mailed = await sweeper.sweep();
      log(`sweep ${i} (claim, due lines, ${mailed} e-mails to the outbox): ${since(t)}`);
    }
    await mailer.stop();
  } finally {
    await database.close();
    if (!KEEP && !REUSE) await admin.query(`drop database if exists ${name} with (force)`);
    else log(`kept database ${name}`);
    await admin.end();
  }
}

await main();
