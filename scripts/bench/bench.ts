// npm run bench [-- --embedded] [--seconds=10] [--keep] [--database=NAME] [--only=part|other part]
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
import { startServerProcess, type ServerProcess } from '../../apps/server/src/testing/server-process.ts';
import { combineRuns, comparisonTable, type Pair } from './compare.ts';
import { EXPORT_MAX_RSS_MB, EXPORT_MIN_ROWS_PER_SECOND, measureExport } from './export.ts';
import { measure, rssMb, type Row, type Scenario } from './load.ts';
import { checkInvoiceNumbers, completableAppointments, ISSUE_INVOICE, issueInvoiceScenario, waitForInvoicePdfs } from './issue-invoice.ts';
import { ensureReleaseBuild } from './release.ts';
import { bookingScenario, readScenarios, signInAll, visitedAppointments } from './scenarios.ts';
import { BENCH_PASSWORD, EMBEDDED_SCALE, FULL_SCALE, seedStatements, type SeedScale } from './seed.ts';

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
// --only=a|b: the scenarios whose name contains any of the '|'-separated parts (the floor always runs).
const ONLY = args.find((a) => a.startsWith('--only='))?.slice('--only='.length).split('|');
// Re-use a database an earlier `--keep` run left seeded (skips the seed; for iterating on the server).
const REUSE = args.find((a) => a.startsWith('--database='))?.slice('--database='.length);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SECRET = 'bench-secret-0123456789-0123456789-0123456789';
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

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
  // The embedded database is one process's: the server with metrics gets a copy of the seeded one.
  const metricsDataDir = `${dataDir}-metrics`;
  log(`DriveCare Club benchmark: ${embedded ? 'embedded PGlite' : 'PostgreSQL'}, ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? '?'}), ${CONNECTIONS} connections, ${SECONDS} s per scenario, server heap cap ${HEAP_MB ? `${HEAP_MB} MB` : 'none'}`);
  ensureReleaseBuild(log);
  const { env, drop, lastBookedDay } = await prepareDatabase(scale, dataDir);
  if (embedded) fs.cpSync(dataDir, metricsDataDir, { recursive: true });
  const servers: ServerProcess[] = [];
  const start = async (label: string, extra: Record<string, string>) => {
    const t = performance.now();
    const server = await startServerProcess(
      {
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
        ...extra,
      },
      // BENCH_NODE_ARGS: flags for a look inside, e.g. "--cpu-prof --cpu-prof-dir=.tmp/prof".
      process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean),
      { release: true },
    );
    servers.push(server);
    log(`  ${label} ready in ${since(t)} (pid ${server.proc.pid}, RSS ${rssMb(server.proc.pid!).toFixed(0)} MB)`);
    return server;
  };
  try {
    // Production without METRICS_TOKEN or METRICS_PORT collects nothing; the other is the same build scraped with a token.
    const off = await start('server without metrics', {});
    const on = await start('server with metrics', { METRICS_TOKEN, ...(embedded ? { DATA_DIR: metricsDataDir } : {}) });

    const s = performance.now();
    // Members spread over the whole seed, each with ~5 appointments and 2 vehicles.
    const memberNumbers = Array.from({ length: SESSIONS }, (_, i) => 1 + Math.floor((i * scale.members) / SESSIONS));
    const offSessions = await signInAll(off.base, memberNumbers);
    const onSessions = await signInAll(on.base, memberNumbers);
    log(`  ${SESSIONS + 2} sessions signed in on each server (${since(s)})`);

    const receiptsRes = await fetch(`${off.base}/api/receipts`, { headers: { cookie: offSessions.demoMember } });
    const receiptId = ((await receiptsRes.json()) as { id: string }[])[0]?.id;
    const adminAppointments = (await fetch(`${off.base}/api/admin/appointments`, { headers: { cookie: offSessions.admin } })).status !== 404;
    if (!receiptId) log('  note: the demo member has no receipt; the document download scenario is skipped');
    const visitedAppointmentIds = await visitedAppointments(off.base, offSessions.members);
    if (visitedAppointmentIds.size === 0) log('  note: no benched member has a visited appointment; the estimate scenario is skipped');
    const extra = { receiptId, adminAppointments, visitedAppointmentIds };
    const offScenarios = readScenarios(offSessions, scale, extra);
    const onScenarios = readScenarios(onSessions, scale, extra);

    const measureOn = async (server: ServerProcess, scenario: Scenario) => {
      const row = await measure(server.base, scenario, { connections: CONNECTIONS, seconds: SECONDS, warmup: WARMUP, pid: server.proc.pid! });
      await settle(server.base);
      return row;
    };
    const rows: Row[] = [];
    const pairs: Pair[] = [];
    for (const [i, scenario] of offScenarios.entries()) {
      if (i > 0 && ONLY && !ONLY.some((part) => scenario.name.includes(part))) continue;
      // Side by side, off-on-on-off, so a drift of the shared machine during the pair weighs on both sides alike.
      const offFirst = await measureOn(off, scenario);
      const onFirst = await measureOn(on, onScenarios[i]!);
      const onSecond = await measureOn(on, onScenarios[i]!);
      const offSecond = await measureOn(off, scenario);
      const offRow = combineRuns([offFirst, offSecond]);
      const onRow = combineRuns([onFirst, onSecond]);
      rows.push(offRow);
      pairs.push({ off: offRow, on: onRow });
      log(`  ${offRow.name}: ${offRow.rps.toFixed(0)} req/s (with metrics ${onRow.rps.toFixed(0)}), p99 ${offRow.p99.toFixed(0)} ms (${onRow.p99.toFixed(0)}), errors ${offRow.errors + onRow.errors}`);
    }
    // Last: it writes, and a slow booking path must not leave a backlog in front of the read scenarios.
    if (!ONLY || ONLY.some((part) => 'booking'.includes(part))) {
      const row = await measureOn(off, bookingScenario(off.base, offSessions.members, memberNumbers, scale, lastBookedDay));
      rows.push(row);
      log(`  ${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(0)} ms, errors ${row.errors}, 409 ${row.honest}`);
    }
    // Completions write invoices (and PDFs after them): after the reads, and checked for gaps and repeats afterwards.
    if ((!ONLY || ONLY.some((part) => ISSUE_INVOICE.includes(part))) && env.DATABASE_URL) {
      const ids = await completableAppointments(env.DATABASE_URL, 40_000);
      const row = await measureOn(off, issueInvoiceScenario(off.base, offSessions.admin, ids));
      rows.push(row);
      const check = await checkInvoiceNumbers(env.DATABASE_URL);
      const verdict = check.map((y) => `${y.year}: ${y.invoices} invoices, numbers ${y.ok ? 'without a gap or a duplicate' : `BROKEN (${y.lowest}..${y.highest})`}, ${y.waitingForPdf} PDFs still queued`).join('; ');
      log(`  ${row.name}: ${row.rps.toFixed(0)} req/s, p99 ${row.p99.toFixed(0)} ms, errors ${row.errors}; ${verdict}`);
      if (check.some((y) => !y.ok)) process.exitCode = 1;
    }
    // Measured alone, not under autocannon: one client streaming every appointment (the full seed: 500,000).
    let exportLine = '';
    if (!ONLY || ONLY.some((part) => 'export appointments'.includes(part))) {
      if (env.DATABASE_URL) {
        const pdfs = await waitForInvoicePdfs(env.DATABASE_URL);
        log(`  invoice PDFs of the run rendered before the export: ${pdfs.waiting === 0 ? 'all' : `${pdfs.waiting} still queued`} (waited ${pdfs.seconds.toFixed(0)} s)`);
      }
      await settle(off.base);
      const e = await measureExport(off.base, offSessions.admin, off.proc.pid!);
      const verdict = e.rowsPerSecond >= EXPORT_MIN_ROWS_PER_SECOND && e.peakRssMb < EXPORT_MAX_RSS_MB ? 'within' : 'OUTSIDE';
      exportLine = `export appointments: ${e.rows.toLocaleString('en-US')} rows (${(e.bytes / 1e6).toFixed(0)} MB) in ${e.seconds.toFixed(1)} s = ${e.rowsPerSecond.toFixed(0)} rows/s, server peak RSS ${e.peakRssMb.toFixed(0)} MB (${verdict} the floors: >= ${EXPORT_MIN_ROWS_PER_SECOND} rows/s, < ${EXPORT_MAX_RSS_MB} MB)`;
      log(`  ${exportLine}`);
    }
    const md = printTable(rows, rows[0]!);
    const comparison = comparisonTable(pairs);
    log(`/metrics off and on (the same release build; on = METRICS_TOKEN set, every request counted):\n\n${comparison}\n`);
    const scraped = await fetch(`${on.base}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    log(`  /metrics of the server with metrics: ${scraped.status}, ${(await scraped.text()).split('\n').filter((l) => l && !l.startsWith('#')).length} series`);
    const peak = Math.max(...rows.map((r) => r.peakRssMb));
    log(`Server peak RSS: ${peak.toFixed(0)} MB. Total time ${since(started)}.`);
    fs.mkdirSync('.tmp', { recursive: true });
    fs.writeFileSync(`.tmp/bench-${embedded ? 'embedded' : 'pg'}.md`, `${md}\n\nServer peak RSS: ${peak.toFixed(0)} MB\n\n${exportLine ? `${exportLine}\n\n` : ''}${comparison}\n`);
  } finally {
    for (const server of servers) await server.stop();
    if (!flag('keep')) {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(metricsDataDir, { recursive: true, force: true });
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
