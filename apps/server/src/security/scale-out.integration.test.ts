import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3 } from '../testing/local-s3.ts';
import { instanceClient as client, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { startSmtpCapture as startSmtp } from '../testing/smtp-capture.ts';

/**
 * Two real server processes (A and B) on one PostgreSQL database, one S3-compatible bucket and one SMTP server:
 * nothing that matters may live in one process's memory.
 */
const url = process.env.TEST_DATABASE_URL;

const codeIn = (raw: string) => /^([A-Z0-9]{6})\r?$/m.exec(raw.replace(/=\r\n/g, ''))?.[1];

describe.runIf(url)('two instances on one PostgreSQL, one bucket, one SMTP server', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s3: Awaited<ReturnType<typeof startLocalS3>>;
  let dbName: string;
  let databaseUrl: string;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    dbName = `drivecare_scale_${Date.now().toString(36)}`;
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const u = new URL(url!);
    u.pathname = `/${dbName}`;
    databaseUrl = u.toString();
    smtp = await startSmtp();
    s3 = await startLocalS3();
    const env = {
      DATABASE_URL: databaseUrl,
      SEED_DEMO: '1',
      SMTP_URL: smtp.url,
      TRUSTED_PROXY: '1',
      BETTER_AUTH_SECRET: 'scale-out-test-secret-0123456789abcdef',
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: '1',
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    };
    // One after the other: the first applies the migrations and seeds.
    a = await startServerProcess(env);
    b = await startServerProcess(env);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await smtp?.close();
    await s3?.stop();
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('signs up on A, verifies on B, and a session made on B works on A', async () => {
    const onA = client(a, '198.51.100.1');
    const onB = client(b, '198.51.100.1');
    const email = `two.${Date.now().toString(36)}@example.com`;
    const signUp = await onA('/api/auth/sign-up/email', { body: { email, password: 'secret123', name: 'Two Hosts', firstName: 'Two', lastName: 'Hosts' } });
    expect(signUp.status).toBe(200);
    await expect.poll(() => smtp.received.filter((m) => m.to === email).length, { timeout: 15_000 }).toBe(1);
    const code = codeIn(smtp.received.find((m) => m.to === email)!.raw);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    expect((await onB('/api/auth/email-otp/verify-email', { body: { email, otp: code } })).status).toBe(200);
    const signIn = await onB('/api/auth/sign-in/email', { body: { email, password: 'secret123' } });
    expect(signIn.status).toBe(200);
    const me = await onA<{ email: string; emailVerified: boolean }>('/api/me', { cookie: signIn.cookie });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(email);
  });

  it('counts rate limits across both instances', async () => {
    const ip = '198.51.100.77';
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const server = i % 2 === 0 ? a : b;
      // A new e-mail each time, so only the per-address limit is measured here (the per-account one below).
      const email = `nobody.${i}.${Date.now().toString(36)}@example.com`;
      statuses.push((await client(server, ip)('/api/auth/sign-in/email', { body: { email, password: 'wrong-password' } })).status);
    }
    // Ten attempts a minute per address, wherever they land.
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('throttles failed sign-ins for one e-mail across both instances and every address', async () => {
    const email = `guessed.${Date.now().toString(36)}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await client(server, `198.51.102.${i}`)('/api/auth/sign-in/email', { body: { email, password: 'wrong-password' } })).status);
    }
    // Five free failures, then a wait, wherever the attempts land.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('counts a per-account request budget across both instances', async () => {
    const member = await client(a, '198.51.100.8')('/api/auth/sign-in/email', { body: { email: 'member@example.com', password: 'member123' } });
    expect(member.status).toBe(200);
    const statuses: number[] = [];
    // The checkout budget: ten a minute per account.
    for (let i = 0; i < 11; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await client(server, `198.51.103.${i}`)('/api/membership/checkout', { method: 'POST', cookie: member.cookie })).status);
    }
    expect(statuses.slice(0, 10)).not.toContain(429);
    expect(statuses[10]).toBe(429);
  });

  it('delivers an announcement published on B to a member whose event stream is open on A', async () => {
    const member = await client(a, '198.51.100.2')('/api/auth/sign-in/email', { body: { email: 'member@example.com', password: 'member123' } });
    const admin = await client(b, '198.51.100.3')('/api/auth/sign-in/email', { body: { email: 'admin@example.com', password: 'admin123' } });
    const controller = new AbortController();
    const stream = await fetch(`${a.base}/api/events`, { headers: { Cookie: member.cookie, Origin: a.base }, signal: controller.signal });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    let seen = '';
    const heard = (async () => {
      const decoder = new TextDecoder();
      while (!seen.includes('event: announcement')) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += decoder.decode(value);
      }
    })();
    // The stream is open on A before B publishes (its first comment has been sent).
    await expect.poll(() => seen.includes(': connected')).toBe(true);
    const created = await client(b, '198.51.100.3')('/api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: 'Across instances', content: 'Published on B', isActive: true },
    });
    expect(created.status).toBeLessThan(300);
    await Promise.race([heard, new Promise((r) => setTimeout(r, 10_000))]);
    controller.abort();
    expect(seen).toContain('event: announcement');
  });

  it('lets exactly 2 of 20 concurrent bookings split across A and B take a slot of capacity 2, and mails each confirmation once', async () => {
    const adminB = client(b, '198.51.100.4');
    const admin = await adminB('/api/auth/sign-in/email', { body: { email: 'admin@example.com', password: 'admin123' } });
    const members: { cookie: string; vehicleId: string; server: ServerProcess; email: string }[] = [];
    for (let i = 0; i < 20; i++) {
      const server = i % 2 === 0 ? a : b;
      const email = `racer.${i}.${Date.now().toString(36)}@example.com`;
      const call = client(server, `198.51.101.${i}`);
      const created = await adminB('/api/admin/users', { cookie: admin.cookie, body: { firstName: 'Race', lastName: `R${i}`, email, password: 'secret123' } });
      expect(created.status).toBeLessThan(300);
      const session = await call('/api/auth/sign-in/email', { body: { email, password: 'secret123' } });
      const vehicle = await call<{ id: string }>('/api/vehicles', { cookie: session.cookie, body: { make: 'Ford', model: 'Focus', year: 2018 } });
      expect(vehicle.status).toBe(201);
      members.push({ cookie: session.cookie, vehicleId: vehicle.body.id, server, email });
    }
    const first = client(a, '198.51.100.5');
    const shops = await first<{ id: string; slotCapacity?: number }[]>('/api/shops', { cookie: members[0]!.cookie });
    const services = await first<{ id: string }[]>('/api/services', { cookie: members[0]!.cookie });
    const shop = shops.body[0]!;
    const month = new Date().toISOString().slice(0, 7);
    let day: { date: string; slots: string[] } | undefined;
    for (const m of [month, nextMonth(month)]) {
      const availability = await first<{ days: { date: string; slots: string[] }[] }>(`/api/appointments/availability?shopId=${shop.id}&month=${m}`, { cookie: members[0]!.cookie });
      day = availability.body.days.find((d) => d.slots.length > 0);
      if (day) break;
    }
    expect(day).toBeDefined();
    const booking = { shopId: shop.id, serviceIds: [services.body[0]!.id], date: day!.date, time: day!.slots[0]! };
    const results = await Promise.all(
      members.map((m, i) => client(m.server, `198.51.101.${i}`)('/api/appointments', { cookie: m.cookie, body: { ...booking, vehicleId: m.vehicleId } })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(2);
    expect(statuses.filter((s) => s === 409)).toHaveLength(18);

    const winners = members.filter((_, i) => statuses[i] === 201).map((m) => m.email);
    // Both instances run a mail worker on the same outbox: each confirmation arrives exactly once.
    await expect.poll(() => winners.map((e) => smtp.received.filter((m) => m.to === e).length), { timeout: 20_000 }).toEqual([1, 1]);
    await new Promise((r) => setTimeout(r, 1_500));
    const counts = new Map<string, number>();
    for (const m of smtp.received) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
    for (const e of winners) expect(counts.get(e)).toBe(1);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    const outbox = await db.query<{ status: string; n: number }>(`select status, count(*)::int as n from mail_outbox group by status`);
    await db.end();
    const sent = outbox.rows.find((r) => r.status === 'sent')?.n ?? 0;
    expect(sent).toBe(smtp.received.length);
  }, 120_000);
});

function nextMonth(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}
