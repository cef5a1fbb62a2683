import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyDatabase } from '../testing/fresh-postgres.ts';
import { instanceClient as client, startServerProcess, type ServerProcess } from '../testing/server-process.ts';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture.ts';

/**
 * PROCESS_ROLE on one PostgreSQL database: two `web` instances that only write mail to the outbox, and one
 * `worker` that delivers it, sends the reminders and answers nothing but its health checks.
 */
const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('two web instances and one worker on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createEmptyDatabase>>;
  let smtp: SmtpCapture;
  let webA: ServerProcess;
  let webB: ServerProcess;
  let worker: ServerProcess | undefined;
  let env: Record<string, string>;
  const emails = [0, 1, 2, 3].map((i) => `role.${i}.${Date.now().toString(36)}@example.com`);
  const mailsTo = (email: string, subject?: RegExp) =>
    smtp.received.filter((m) => m.to === email && (!subject || subject.test(m.raw))).length;

  beforeAll(async () => {
    database = await createEmptyDatabase(url!, 'drivecare_roles');
    smtp = await startSmtpCapture();
    env = {
      DATABASE_URL: database.url,
      SEED_DEMO: '1',
      SMTP_URL: smtp.url,
      TRUSTED_PROXY: '1',
      // Every scheduled appointment of the coming week is due its reminder.
      REMINDER_HOURS: '168',
      BETTER_AUTH_SECRET: 'process-roles-test-secret-0123456789abcdef',
    };
    webA = await startServerProcess({ ...env, PROCESS_ROLE: 'web' });
    webB = await startServerProcess({ ...env, PROCESS_ROLE: 'web' });
  }, 180_000);

  afterAll(async () => {
    await Promise.all([webA?.stop(), webB?.stop(), worker?.stop()]);
    await smtp?.close();
    await database?.drop();
  });

  it('web instances alone write every mail to the outbox and deliver none', async () => {
    for (const [i, email] of emails.entries()) {
      const server = i % 2 === 0 ? webA : webB;
      const signUp = await client(server, `198.51.104.${i}`)('/api/auth/sign-up/email', {
        body: { email, password: 'secret123', name: 'Role Test', firstName: 'Role', lastName: 'Test' },
      });
      expect(signUp.status).toBe(200);
    }
    const on = client(webA, '198.51.104.10');
    const member = await on('/api/auth/sign-in/email', { body: { email: 'member@example.com', password: 'member123' } });
    expect(member.status).toBe(200);
    const [vehicle] = (await on<{ id: string }[]>('/api/vehicles', { cookie: member.cookie })).body;
    const [shop] = (await on<{ id: string }[]>('/api/shops', { cookie: member.cookie })).body;
    const [service] = (await on<{ id: string }[]>('/api/services', { cookie: member.cookie })).body;
    const month = new Date().toISOString().slice(0, 7);
    const availability = await on<{ days: { date: string; slots: string[] }[] }>(
      `/api/appointments/availability?shopId=${shop!.id}&month=${month}`,
      { cookie: member.cookie },
    );
    // The first open day is within the week (REMINDER_HOURS=168) unless the month ends first: then next month's.
    let day = availability.body.days.find((d) => d.slots.length > 0);
    if (!day) {
      const [y, m] = month.split('-').map(Number) as [number, number];
      const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
      day = (await on<{ days: { date: string; slots: string[] }[] }>(`/api/appointments/availability?shopId=${shop!.id}&month=${next}`, { cookie: member.cookie })).body.days.find((d) => d.slots.length > 0);
    }
    const booked = await client(webB, '198.51.104.11')('/api/appointments', {
      cookie: member.cookie,
      body: { vehicleId: vehicle!.id, shopId: shop!.id, serviceIds: [service!.id], date: day!.date, time: day!.slots[0]! },
    });
    expect(booked.status).toBe(201);

    // Longer than a nudge and than the mail worker's interval (2 s): a web process that delivered would have.
    await new Promise((r) => setTimeout(r, 3_000));
    expect(smtp.received).toHaveLength(0);
    const outbox = await database.query<{ status: string; n: number }>('select status, count(*)::int as n from mail_outbox group by status');
    expect(outbox).toEqual([{ status: 'pending', n: emails.length + 1 }]);
  }, 60_000);

  it('the worker delivers every mail exactly once and sends the due reminder once', async () => {
    worker = await startServerProcess({ ...env, PROCESS_ROLE: 'worker' });
    await expect.poll(() => emails.map((e) => mailsTo(e)), { timeout: 20_000 }).toEqual(emails.map(() => 1));
    await expect.poll(() => mailsTo('member@example.com', /^Subject: Reminder:/m), { timeout: 20_000 }).toBe(1);
    // Two more mail intervals: nothing is sent a second time.
    await new Promise((r) => setTimeout(r, 4_500));
    for (const email of emails) expect(mailsTo(email)).toBe(1);
    expect(mailsTo('member@example.com', /^Subject: Reminder:/m)).toBe(1);
    // Besides the demo member's maintenance reminders (their own once-only test is in modules/vehicles): the booking's two.
    expect(mailsTo('member@example.com', /^Subject: (?!Maintenance )/m)).toBe(2);
    const [counts] = await database.query<{ sent: number; other: number }>(
      `select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where status <> 'sent')::int as other from mail_outbox`,
    );
    expect(counts).toEqual({ sent: smtp.received.length, other: 0 });
  }, 60_000);

  it('the worker answers its health checks and 404 for the API and the app', async () => {
    const on = client(worker!, '198.51.104.20');
    expect((await on('/healthz')).status).toBe(200);
    expect((await on('/readyz')).status).toBe(200);
    expect((await on('/api/me')).status).toBe(404);
    expect((await on('/api/auth/sign-in/email', { body: { email: 'member@example.com', password: 'member123' } })).status).toBe(404);
    expect((await on('/api/shops')).status).toBe(404);
    expect((await on('/')).status).toBe(404);
  });
});
