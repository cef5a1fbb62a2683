import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process.ts';

/**
 * The real server process is killed with SIGKILL while it is answering a stream of writes, then restarted on
 * the same data: every write it acknowledged is there, and no multi-row write is half there.
 */
const ADMIN = { email: 'admin@example.com', password: 'admin123' };

type Running = ServerProcess;
const startServer = startServerProcess;

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: base },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

interface BookingPlan {
  vehicleId: string;
  serviceIds: string[];
  slots: { shopId: string; date: string; time: string }[];
}

/** Distinct free slots over every shop for this month and the next, a vehicle and two services to book with. */
async function planBookings(base: string, headers: Record<string, string>): Promise<BookingPlan> {
  const get = async <T>(path: string) => (await (await fetch(base + path, { headers })).json()) as T;
  const vehicle = await fetch(`${base}/api/vehicles`, { method: 'POST', headers, body: JSON.stringify({ make: 'Volvo', model: 'V70', year: 2015 }) });
  expect(vehicle.status).toBe(201);
  const { id: vehicleId } = (await vehicle.json()) as { id: string };
  const services = await get<{ id: string }[]>('/api/services');
  const shops = await get<{ id: string }[]>('/api/shops');
  const now = new Date();
  const months = [0, 1].map((add) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + add, 1));
    return d.toISOString().slice(0, 7);
  });
  const slots: BookingPlan['slots'] = [];
  for (const shop of shops) {
    for (const month of months) {
      const availability = await get<{ days: { date: string; slots: string[] }[] }>(`/api/appointments/availability?shopId=${shop.id}&month=${month}`);
      for (const day of availability.days) for (const time of day.slots) slots.push({ shopId: shop.id, date: day.date, time });
    }
  }
  return { vehicleId, serviceIds: services.slice(0, 2).map((s) => s.id), slots };
}

/**
 * Writes until the process dies: new accounts (user, credentials and profile in one transaction), bookings (the
 * appointment and its services in one transaction) and profile edits.
 */
async function writeUntilKilled(server: Running, run: string) {
  const cookie = await signIn(server.base);
  const headers = { 'Content-Type': 'application/json', Origin: server.base, Cookie: cookie };
  const plan = await planBookings(server.base, headers);
  const ackedBookings: string[] = [];
  const ackedUsers: string[] = [];
  let lastAckedProfile = -1;
  let next = 0;
  let dead = false;

  const createUsers = async () => {
    while (!dead) {
      const email = `crash-${run}-${next++}@example.com`;
      try {
        const res = await fetch(`${server.base}/api/admin/users`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ firstName: 'Crash', lastName: 'Test', email, password: 'secret123' }),
        });
        if (res.ok) ackedUsers.push(email);
      } catch {
        return; // the process is gone
      }
    }
  };
  const editProfile = async () => {
    for (let i = 0; !dead; i++) {
      try {
        const res = await fetch(`${server.base}/api/profile`, { method: 'PUT', headers, body: JSON.stringify({ firstName: `Edit${i}` }) });
        if (res.ok) lastAckedProfile = i;
      } catch {
        return;
      }
    }
  };

  const book = async () => {
    for (const slot of plan.slots) {
      if (dead) return;
      try {
        const res = await fetch(`${server.base}/api/appointments`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ ...slot, vehicleId: plan.vehicleId, serviceIds: plan.serviceIds }),
        });
        if (res.status === 201) ackedBookings.push(((await res.json()) as { id: string }).id);
      } catch {
        return;
      }
    }
  };

  const writers = [createUsers(), createUsers(), book(), editProfile()];
  // Kill once writes are clearly flowing, at a moment nobody chose.
  while (ackedUsers.length < 8 || ackedBookings.length < 3) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 100 + Math.random() * 400));
  server.proc.kill('SIGKILL');
  dead = true;
  await Promise.all(writers);
  if (server.proc.exitCode === null && server.proc.signalCode === null) await new Promise((r) => server.proc.once('exit', r));
  return { ackedUsers, ackedBookings, serviceCount: plan.serviceIds.length, lastAckedProfile };
}

type Acknowledged = Awaited<ReturnType<typeof writeUntilKilled>>;

async function checkAfterRestart(server: Running, run: string, acked: Acknowledged) {
  const cookie = await signIn(server.base);
  const headers = { Origin: server.base, Cookie: cookie };
  const found = new Map<string, { firstName: string | null }>();
  for (let page = 1; ; page++) {
    const res = await fetch(`${server.base}/api/admin/users?q=crash-${run}&status=all&pageSize=100&page=${page}`, { headers });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { data: { email: string; firstName: string | null }[] };
    for (const u of body.data) found.set(u.email, u);
    if (body.data.length < 100) break;
  }
  for (const email of acked.ackedUsers) expect(found.has(email), `acknowledged ${email} is missing`).toBe(true);
  // No account without its profile: the names live in the profile row written in the same transaction.
  for (const [email, u] of found) expect(u.firstName, `${email} has no profile`).toBe('Crash');
  const profile = (await (await fetch(`${server.base}/api/profile`, { headers })).json()) as { firstName: string | null };
  const stored = Number(profile.firstName?.replace('Edit', '') ?? -1);
  expect(stored).toBeGreaterThanOrEqual(acked.lastAckedProfile);

  // Every acknowledged booking is there, and no appointment (acknowledged or not) lacks its services.
  const mine = (await (await fetch(`${server.base}/api/appointments`, { headers })).json()) as { id: string }[];
  const ids = new Set(mine.map((a) => a.id));
  for (const id of acked.ackedBookings) expect(ids.has(id), `acknowledged booking ${id} is missing`).toBe(true);
  for (const { id } of mine) {
    const details = (await (await fetch(`${server.base}/api/appointments/${id}`, { headers })).json()) as { services: unknown[] };
    expect(details.services, `appointment ${id} lost its services`).toHaveLength(acked.serviceCount);
  }
  return { accounts: found.size, bookings: mine.length };
}

const running: ChildProcess[] = [];
afterAll(() => {
  for (const proc of running) if (proc.exitCode === null) proc.kill('SIGKILL');
});

async function crashAndRestart(env: Record<string, string>) {
  const run = Math.random().toString(36).slice(2, 8);
  const first = await startServer(env);
  running.push(first.proc);
  const acked = await writeUntilKilled(first, run);
  expect(acked.ackedUsers.length).toBeGreaterThanOrEqual(8);
  const second = await startServer(env);
  running.push(second.proc);
  try {
    const kept = await checkAfterRestart(second, run, acked);
    console.info(
      `crash test: ${acked.ackedUsers.length} acknowledged accounts (${kept.accounts} present), ` +
        `${acked.ackedBookings.length} acknowledged bookings (${kept.bookings} present, all with their services) after SIGKILL and restart`,
    );
  } finally {
    second.proc.kill('SIGTERM');
  }
}

describe('a SIGKILL loses no acknowledged write', () => {
  it.skipIf(process.env.TEST_DATABASE_URL)('on the embedded database (PGlite data directory)', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-crash-'));
    await crashAndRestart({ DATA_DIR: dataDir });
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = `drivecare_crash_${Date.now().toString(36)}`;
    await admin.query(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    try {
      await crashAndRestart({ DATABASE_URL: url.toString(), SEED_DEMO: '1', DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'drivecare-crash-')) });
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
