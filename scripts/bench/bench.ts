// npm run bench [-- --embedded] [--seconds=10] [--keep]
// Seeds a throwaway database at scale (set-based SQL), starts the real server in production mode as a child
// process, signs in real sessions and drives every scenario with autocannon (50 connections). Prints one row
// per scenario with its ratio to a floor route measured in the same run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../apps/server/src/auth.ts';
import { openPglite, openPostgres } from '../../apps/server/src/db/client.ts';
import { runMigrations } from '../../apps/server/src/db/migrate.ts';
import { DEMO_ACCOUNTS } from '../../apps/server/src/seed/seed.ts';
import { startServerProcess } from '../../apps/server/src/testing/server-process.ts';
import { cookieHeader, measure, rssMb, storeCookies, type Row, type Scenario } from './load.ts';
import { BENCH_PASSWORD, benchEmail, benchId, EMBEDDED_SCALE, FULL_SCALE, seedStatements, type SeedScale } from './seed.ts';

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(`--${name}`);
const option = (name: string, fallback: number) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const embedded = flag('embedded');
const SECONDS = option('seconds', 10);
const WARMUP = option('warmup', 2);
const CONNECTIONS = option('connections', 50);
// The server runs with the heap cap `npm start` gives it (package.json), unless --heap=MB says otherwise.
const START_HEAP_MB = Number(/--max-old-space-size=(\d+)/.exec((JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start ?? '')?.[1] ?? 0);
const HEAP_MB = option('heap', START_HEAP_MB);
const SESSIONS = 50;
const ONLY = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
// Re-use a database an earlier `--keep` run left seeded (skips the seed; for iterating on the server).
const REUSE = args.find((a) => a.startsWith('--database='))?.slice('--database='.length);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'bench-secret-0123456789-0123456789-0123456789';

const log = (s: string) => process.stdout.write(`${s}\n`);
const since = (t: number) => `${((performance.now() - t) / 1000).toFixed(1)} s`;

async function seed(scale: SeedScale, exec: (sql: string) => Promise<unknown>) {
  const t = performance.now();
  const hash = await hashPassword(BENCH_PASSWORD);
  for (const step of seedStatements(scale, hash)) {
    const s = performance.now();
    await exec(step.sql);
    log(`  seeded ${step.label} (${since(s)})`);
  }
  log(`  seed done in ${since(t)}`);
}

/** A throwaway database: a new PostgreSQL database, or a PGlite data directory. Returns the server's env. */
async function prepareDatabase(scale: SeedScale, dataDir: string): Promise<{ env: Record<string, string>; drop: () => Promise<void>; lastBookedDay?: string }> {
  if (embedded) {
    const database = await openPglite({ dataDir: path.join(dataDir, 'db') });
    await runMigrations(database);
    await seed(scale, (sql) => database.pglite!.exec(sql));
    await database.close();
    return { env: {}, drop: async () => {} };
  }
  const name = REUSE ?? `drivecare_bench_${Date.now()}`;
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  if (REUSE) {
    // Earlier runs booked slots of their own: this run's bookings start after the last one, so none meets a full slot.
    const c = new pg.Client({ connectionString: url.toString() });
    await c.connect();
    const { rows } = await c.query<{ last: string | null }>(`select max(appointment_date)::text as last from appointments`);
    await c.end();
    return { env: { DATABASE_URL: url.toString() }, drop: async () => {}, lastBookedDay: rows[0]?.last ?? undefined };
  }
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  log(`  database ${name}`);
  const drop = async () => {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  const database = openPostgres(url.toString(), 1);
  try {
    await runMigrations(database);
    await seed(scale, (sql) => database.pool!.query(sql));
  } catch (err) {
    await database.close();
    await drop();
    throw err;
  }
  await database.close();
  return { env: { DATABASE_URL: url.toString() }, drop };
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
}

/** A GET with one of `sessions` per connection (round robin) and a cookie jar; `pathFor` may vary per request. */
function authedGet(sessions: string[], pathFor: (i: number) => string): Scenario['request'] {
  let next = 0;
  let i = 0;
  return {
    method: 'GET',
    setupRequest: (req, context) => {
      context.session ??= sessions[next++ % sessions.length];
      return { ...req, path: pathFor(i++), headers: { cookie: cookieHeader(context, context.session as string) } };
    },
    onResponse: (_status, _body, context, headers) => storeCookies(context, headers),
  };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The n-th weekday on or after `from`. */
function weekday(from: Date, n: number): string {
  const d = new Date(from);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  const weeks = Math.floor(n / 5);
  let rest = n % 5;
  d.setUTCDate(d.getUTCDate() + weeks * 7);
  while (rest > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) rest--;
  }
  return isoDay(d);
}

/** Waits until requests still queued from the last scenario have drained (the floor answers quickly again). */
async function settle(base: string) {
  for (let i = 0; i < 120; i++) {
    const t = performance.now();
    await fetch(`${base}/readyz`).catch(() => undefined);
    if (performance.now() - t < 50) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

function printTable(rows: Row[], floor: Row) {
  const header = ['scenario', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'requests', 'errors', 'ratio to floor', 'peak RSS MB'];
  const lines = rows.map((r) => [
    r.name,
    r.rps.toFixed(0),
    r.p50.toFixed(0),
    r.p95.toFixed(0),
    r.p99.toFixed(0),
    String(r.requests),
    r.honest ? `${r.errors} (+${r.honest} honest 409)` : String(r.errors),
    (r.rps / floor.rps).toFixed(2),
    r.peakRssMb.toFixed(0),
  ]);
  const md = [header, header.map(() => '---'), ...lines].map((l) => `| ${l.join(' | ')} |`).join('\n');
  log(`\n${md}\n`);
  return md;
}

async function main() {
  const started = performance.now();
  const scale = embedded ? EMBEDDED_SCALE : FULL_SCALE;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-bench-'));
  log(`DriveCare Club benchmark: ${embedded ? 'embedded PGlite' : 'PostgreSQL'}, ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), ${CONNECTIONS} connections, ${SECONDS} s per scenario, server heap cap ${HEAP_MB ? `${HEAP_MB} MB` : 'none'}`);
  const { env, drop, lastBookedDay } = await prepareDatabase(scale, dataDir);
  let server: Awaited<ReturnType<typeof startServerProcess>> | undefined;
  try {
    const t = performance.now();
    server = await startServerProcess({
      ...env,
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: SECRET,
      SEED_DEMO: '1',
      RATE_LIMIT_SCALE: '1000',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // V8's old space capped as in production: without a cap V8 sizes the heap from the machine's memory and lets
      // garbage pile up to several hundred MB before collecting it.
      ...(HEAP_MB ? { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` } : {}),
      // BENCH_NODE_ARGS: flags for a look inside, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof".
    }, process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean));
    const pid = server.proc.pid!;
    const base = server.base;
    log(`  server ready in ${since(t)} (pid ${pid}, RSS ${rssMb(pid).toFixed(0)} MB)`);

    const s = performance.now();
    const admin = await signIn(base, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const demoMember = await signIn(base, DEMO_ACCOUNTS.member.email, DEMO_ACCOUNTS.member.password);
    // Members spread over the whole seed, each with ~5 appointments and 2 vehicles.
    const memberNumbers = Array.from({ length: SESSIONS }, (_, i) => 1 + Math.floor((i * scale.members) / SESSIONS));
    const members = await Promise.all(memberNumbers.map((n) => signIn(base, benchEmail(n), BENCH_PASSWORD)));
    log(`  ${SESSIONS + 2} sessions signed in (${since(s)})`);

    const receiptsRes = await fetch(`${base}/api/receipts`, { headers: { cookie: demoMember } });
    const receiptId = ((await receiptsRes.json()) as { id: string }[])[0]?.id;
    const adminAppointments = (await fetch(`${base}/api/admin/appointments`, { headers: { cookie: admin } })).status !== 404;

    const today = new Date();
    const shopMonth = isoDay(today).slice(0, 7);
    const searches = ['', 'smi', 'mary', 'jones', 'rob', 'james.smith', '(312) 555-01', 'linda lee'];
    // Bookings start after the seeded appointments end; each request takes the next (shop, day, hour).
    const afterSeed = Date.now() + (scale.futureDays + 10) * 86_400_000;
    const bookingStart = new Date(Math.max(afterSeed, lastBookedDay ? Date.parse(`${lastBookedDay}T12:00:00Z`) + 86_400_000 : 0));
    let slot = 0;
    let bookingSession = 0;
    const booking: Scenario['request'] = {
      method: 'POST',
      setupRequest: (req, context) => {
        context.member ??= bookingSession++ % SESSIONS;
        const m = context.member as number;
        const k = slot++;
        const body = {
          shopId: benchId('s', 1 + (k % scale.shops)),
          vehicleId: benchId('v', (memberNumbers[m]! - 1) * scale.vehiclesPerMember + 1),
          serviceIds: [benchId('sv', 1 + (k % 8))],
          date: weekday(bookingStart, Math.floor(k / scale.shops / 8)),
          time: `${String(9 + (Math.floor(k / scale.shops) % 8)).padStart(2, '0')}:00`,
        };
        return { ...req, path: '/api/appointments', headers: { cookie: cookieHeader(context, members[m]!), 'content-type': 'application/json', origin: base }, body: JSON.stringify(body) };
      },
      onResponse: (_status, _body, context, headers) => storeCookies(context, headers),
    };

    const scenarios: Scenario[] = [
      { name: 'floor: GET /readyz (one select through the pool, no auth)', request: { method: 'GET', path: '/readyz' } },
      { name: 'session check: GET /api/me', request: authedGet(members, () => '/api/me') },
      { name: 'member dashboard: GET /api/dashboard', request: authedGet(members, () => '/api/dashboard') },
      { name: 'my appointments: GET /api/appointments', request: authedGet(members, () => '/api/appointments') },
      {
        name: 'availability, shop month: GET /api/appointments/availability',
        request: authedGet(members, (i) => `/api/appointments/availability?shopId=${benchId('s', 1 + (i % scale.shops))}&month=${shopMonth}`),
      },
      {
        name: 'admin user search: GET /api/admin/users?q=',
        request: authedGet([admin], (i) => `/api/admin/users?q=${encodeURIComponent(searches[i % searches.length]!)}`),
      },
    ];
    if (adminAppointments) {
      const from = isoDay(new Date(Date.now() - 30 * 86_400_000));
      scenarios.push({
        name: 'admin appointments, date filter: GET /api/admin/appointments',
        request: authedGet([admin], (i) => `/api/admin/appointments?tab=${i % 2 ? 'all' : 'upcoming'}&from=${from}&to=${isoDay(new Date(Date.now() + 30 * 86_400_000))}`),
      });
    } else {
      log('  note: GET /api/admin/appointments is not mounted in this build; that scenario is skipped');
    }
    if (receiptId) {
      scenarios.push({ name: 'document download: GET /api/files/receipts/:id', request: authedGet([demoMember], () => `/api/files/receipts/${receiptId}?download=1`) });
    } else {
      log('  note: the demo member has no receipt; the document download scenario is skipped');
    }

    // Last: it writes, and a slow booking path must not leave a backlog in front of the read scenarios.
    scenarios.push({ name: 'booking: POST /api/appointments (distinct slots)', request: booking, honest: [409] });

    const rows: Row[] = [];
    for (const scenario of scenarios.filter((x, i) => i === 0 || !ONLY || x.name.includes(ONLY))) {
      const row = await measure(base, scenario, { connections: CONNECTIONS, seconds: SECONDS, warmup: WARMUP, pid });
      rows.push(row);
      await settle(base);
      log(`  ${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(0)} ms, errors ${row.errors}${row.honest ? `, 409 ${row.honest}` : ''}`);
    }
    const md = printTable(rows, rows[0]!);
    const peak = Math.max(...rows.map((r) => r.peakRssMb));
    log(`Server peak RSS: ${peak.toFixed(0)} MB. Total time ${since(started)}.`);
    fs.mkdirSync('.tmp', { recursive: true });
    fs.writeFileSync(`.tmp/bench-${embedded ? 'embedded' : 'pg'}.md`, `${md}\n\nServer peak RSS: ${peak.toFixed(0)} MB\n`);
  } finally {
    await server?.stop();
    if (!flag('keep')) {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
