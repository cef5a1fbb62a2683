import type { NotificationPreference, PushPublicKey } from '@drivecare/contract/notifications';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/mailer.ts';
import { createSmtpTransport } from '../../adapters/mail/smtp-transport.ts';
import { withUnsubscribe } from '../../adapters/mail/templates.ts';
import { createPusher } from '../../adapters/push/pusher.ts';
import { createWebPushService } from '../../adapters/push/web-push-service.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push.ts';
import { serviceRecords, serviceRecordServices } from '../../db/schema/vehicle-care.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createLogger } from '../../logger.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { startPushServiceStandIn } from '../../testing/push-service-stand-in.ts';
import { startSmtpCapture } from '../../testing/smtp-capture.ts';
import { createTestApp, TEST_VAPID } from '../../testing/test-app.ts';
import { createMaintenanceReminders } from '../vehicles/maintenance-reminders.ts';
import { signUnsubscribeToken, UNSUBSCRIBE_LINK_DAYS } from './unsubscribe-token.ts';

const app = await createTestApp();
const pushService = await startPushServiceStandIn();
afterAll(() => pushService.close());
const admin = await createAdmin(app);
const log = createLogger('silent', false);

function weekdayAhead(days: number) {
  const d = new Date(`${todayInZone(app.env.CLUB_TIMEZONE)}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** A member with one scheduled appointment and, unless told otherwise, one subscribed browser. */
async function subscribedMember(subscribe = true) {
  const member = await createMember(app, 'push');
  const [shop] = await app.db.select({ id: shops.id }).from(shops).limit(1);
  const [appointment] = await app.db
    .insert(appointments)
    .values({ userId: member.id, shopId: shop!.id, appointmentDate: weekdayAhead(10), appointmentTime: '09:00', status: 'scheduled' })
    .returning({ id: appointments.id });
  const browser = pushService.subscription();
  if (subscribe) expect((await app.request('/api/push/subscriptions', { cookie: member.cookie, body: browser })).status).toBe(201);
  return { ...member, appointmentId: appointment!.id, browser };
}

const setStatus = (id: string, status: string) => app.request(`/api/admin/appointments/${id}/status`, { method: 'PATCH', cookie: admin.cookie, body: { status } });

async function mailsTo(email: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
}

describe('push subscriptions', () => {
  it('gives members the public key the pushes are signed with', async () => {
    const m = await createMember(app, 'key');
    const res = await app.request<PushPublicKey>('/api/push/public-key', { cookie: m.cookie });
    expect(res.body.publicKey).toBe(TEST_VAPID.VAPID_PUBLIC_KEY);
  });

  it('keeps each member to their own subscriptions', async () => {
    const owner = await subscribedMember();
    const other = await createMember(app, 'other');
    const removeAsOther = await app.request('/api/push/subscriptions', { method: 'DELETE', cookie: other.cookie, body: { endpoint: owner.browser.endpoint } });
    expect(removeAsOther.status).toBe(404);
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, owner.browser.endpoint))).toHaveLength(1);
    const remove = await app.request('/api/push/subscriptions', { method: 'DELETE', cookie: owner.cookie, body: { endpoint: owner.browser.endpoint } });
    expect(remove.status).toBe(204);
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, owner.browser.endpoint))).toHaveLength(0);
    const again = await app.request('/api/push/subscriptions', { method: 'DELETE', cookie: owner.cookie, body: { endpoint: owner.browser.endpoint } });
    expect(again.status).toBe(404);
  });

  it('refuses a subscription that is not one, with the field named', async () => {
    const m = await createMember(app, 'bad');
    const res = await app.request<{ error: { fields: Record<string, string> } }>('/api/push/subscriptions', {
      cookie: m.cookie,
      body: { endpoint: 'javascript:alert(1)', keys: { p256dh: 'x', auth: '' } },
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(expect.arrayContaining(['endpoint', 'keys.p256dh', 'keys.auth']));
  });
});

describe('pushes', () => {
  it('a status change reaches the browser, encrypted for it and signed with the VAPID key, and opens the appointment', async () => {
    const m = await subscribedMember();
    expect((await setStatus(m.appointmentId, 'in-progress')).status).toBe(200);
    await app.pusher.drain();
    await pushService.waitFor(() => pushService.pushesTo(m.browser.endpoint).length === 1);
    const [push] = pushService.pushesTo(m.browser.endpoint);
    expect(push!.payload).toMatchObject({ kind: 'appointment-updates', title: 'Your appointment is in-progress', url: `/appointments/${m.appointmentId}` });
    expect(push!.vapidKey).toBe(TEST_VAPID.VAPID_PUBLIC_KEY);
    expect(Number(push!.ttl)).toBeGreaterThan(0);
    const [row] = await app.db.select().from(pushOutbox).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId)).where(eq(pushSubscriptions.endpoint, m.browser.endpoint));
    expect(row!.push_outbox.status).toBe('sent');
  });

  it('a subscription the push service answers 410 for is removed', async () => {
    const m = await subscribedMember();
    pushService.answer(m.browser.endpoint, 410);
    await setStatus(m.appointmentId, 'completed');
    await app.pusher.drain();
    expect(await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, m.browser.endpoint))).toHaveLength(0);
    expect(pushService.pushesTo(m.browser.endpoint)).toHaveLength(0);
  });

  it('a push the push service cannot take now is kept and tried again later', async () => {
    const m = await subscribedMember();
    pushService.answer(m.browser.endpoint, 503);
    await setStatus(m.appointmentId, 'in-progress');
    await app.pusher.drain();
    const [row] = await app.db
      .select({ status: pushOutbox.status, attempts: pushOutbox.attempts, lastError: pushOutbox.lastError })
      .from(pushOutbox)
      .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId))
      .where(eq(pushSubscriptions.endpoint, m.browser.endpoint));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service answered 503' });
  });

  it('a new active announcement is pushed to members and opens the dashboard', async () => {
    const m = await subscribedMember();
    const res = await app.request('/api/admin/announcements', { cookie: admin.cookie, body: { title: 'Open on Saturday', content: 'Come by for coffee.', isActive: true } });
    expect(res.status).toBe(201);
    await app.pusher.drain();
    await pushService.waitFor(() => pushService.pushesTo(m.browser.endpoint).length === 1);
    expect(pushService.pushesTo(m.browser.endpoint)[0]!.payload).toEqual({ kind: 'announcements', title: 'Open on Saturday', body: 'Come by for coffee.', url: '/dashboard' });
  });

  it('goes out once when two workers drain the same outbox at the same time', async () => {
    const members = await Promise.all([subscribedMember(), subscribedMember(), subscribedMember()]);
    const service = createWebPushService({ publicKey: TEST_VAPID.VAPID_PUBLIC_KEY, privateKey: TEST_VAPID.VAPID_PRIVATE_KEY }, 'mailto:test@example.com');
    const workers = [1, 2].map(() => createPusher({ db: app.db, service, log }));
    for (const m of members) await setStatus(m.appointmentId, 'in-progress');
    // The app's own pusher (nudged by each change) is a third worker racing these two.
    await Promise.all([...workers.map((w) => w.drain()), app.pusher.drain()]);
    await app.pusher.drain();
    for (const m of members) expect(pushService.pushesTo(m.browser.endpoint)).toHaveLength(1);
  });
});

describe('preferences', () => {
  const prefs = (cookie: string) => app.request<NotificationPreference[]>('/api/notification-preferences', { cookie });
  const set = (cookie: string, body: unknown) => app.request<NotificationPreference[]>('/api/notification-preferences', { method: 'PATCH', cookie, body });

  it('lists every kind, on by default, with no switch for a channel the kind never uses', async () => {
    const m = await createMember(app, 'prefs');
    const res = await prefs(m.cookie);
    expect(res.body.map((p) => [p.kind, p.email, p.push])).toEqual([
      ['appointment-updates', true, true],
      ['appointment-reminders', true, true],
      ['visit-updates', true, true],
      ['maintenance-due', true, true],
      ['support-replies', true, true],
      ['waitlist-offers', true, true],
      ['announcements', null, true],
    ]);
    const refused = await set(m.cookie, { kind: 'announcements', channel: 'email', enabled: false });
    expect(refused.status).toBe(400);
    expect((await set(m.cookie, { kind: 'security', channel: 'email', enabled: false })).status).toBe(400);
  });

  it('a kind turned off sends neither its e-mail nor its push; the other kinds still go', async () => {
    const m = await subscribedMember();
    await set(m.cookie, { kind: 'appointment-updates', channel: 'email', enabled: false });
    const after = await set(m.cookie, { kind: 'appointment-updates', channel: 'push', enabled: false });
    expect(after.body[0]).toMatchObject({ kind: 'appointment-updates', email: false, push: false });
    const mailsBefore = (await mailsTo(m.email)).length;
    await setStatus(m.appointmentId, 'in-progress');
    await app.pusher.drain();
    await app.mailer.drain();
    expect(await mailsTo(m.email)).toHaveLength(mailsBefore);
    expect(await app.db.select().from(pushOutbox).innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushOutbox.subscriptionId)).where(eq(pushSubscriptions.userId, m.id))).toHaveLength(0);
    // Announcements are another kind: still pushed.
    await app.request('/api/admin/announcements', { cookie: admin.cookie, body: { title: 'Still here', content: 'Pushed.', isActive: true } });
    await app.pusher.drain();
    await pushService.waitFor(() => pushService.pushesTo(m.browser.endpoint).length === 1);
  });

  it('push off keeps the e-mail', async () => {
    const m = await subscribedMember();
    await set(m.cookie, { kind: 'appointment-updates', channel: 'push', enabled: false });
    await setStatus(m.appointmentId, 'completed');
    await app.pusher.drain();
    expect((await mailsTo(m.email)).map((r) => r.subject)).toContain('Your DriveCare Club appointment is completed');
    expect(pushService.pushesTo(m.browser.endpoint)).toHaveLength(0);
  });
});

describe('visit and maintenance pushes', () => {
  const prefs = (cookie: string, body: unknown) => app.request('/api/notification-preferences', { method: 'PATCH', cookie, body });
  const setStage = (id: string, stage: string) => app.request(`/api/admin/visits/${id}/stage`, { method: 'PUT', cookie: admin.cookie, body: { stage } });
  const pushesOf = (endpoint: string, kind: string) => pushService.pushesTo(endpoint).filter((p) => (p.payload as { kind: string }).kind === kind);

  it('every stage change pushes and opens the appointment; awaiting approval and ready for pickup are also e-mailed, with an unsubscribe link', async () => {
    const m = await subscribedMember();
    expect((await setStatus(m.appointmentId, 'in-progress')).status).toBe(200);
    expect((await setStage(m.appointmentId, 'inspecting')).status).toBe(200);
    expect((await setStage(m.appointmentId, 'awaiting-approval')).status).toBe(200);
    await app.pusher.drain();
    await pushService.waitFor(() => pushesOf(m.browser.endpoint, 'visit-updates').length === 2);
    // Delivered concurrently: in any order.
    expect(pushesOf(m.browser.endpoint, 'visit-updates').map((p) => p.payload)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Inspecting', url: `/appointments/${m.appointmentId}` }),
        expect.objectContaining({ title: 'Awaiting approval', url: `/appointments/${m.appointmentId}` }),
      ]),
    );
    const approval = (await mailsTo(m.email)).find((r) => /approval/i.test(r.subject));
    expect(approval).toBeDefined();
    expect(approval!.headers['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\//);
  });

  it('visit updates turned off send neither the stage push nor the stage e-mail', async () => {
    const m = await subscribedMember();
    await prefs(m.cookie, { kind: 'visit-updates', channel: 'push', enabled: false });
    await prefs(m.cookie, { kind: 'visit-updates', channel: 'email', enabled: false });
    await setStatus(m.appointmentId, 'in-progress');
    const mailsBefore = (await mailsTo(m.email)).length;
    expect((await setStage(m.appointmentId, 'ready-for-pickup')).status).toBe(200);
    await app.pusher.drain();
    await pushService.waitFor(() => pushesOf(m.browser.endpoint, 'appointment-updates').length === 1);
    expect(pushesOf(m.browser.endpoint, 'visit-updates')).toHaveLength(0);
    expect(await mailsTo(m.email)).toHaveLength(mailsBefore);
  });

  it('a due maintenance reminder pushes and opens the vehicle; turned off, it does not', async () => {
    const [service] = await app.db.select({ id: services.id }).from(services).orderBy(services.name).limit(1);
    await app.db.update(services).set({ intervalMonths: null, intervalMiles: null });
    await app.db.update(services).set({ intervalMonths: 12 }).where(eq(services.id, service!.id));
    const clock = { day: '2026-06-15' };
    const worker = createMaintenanceReminders({ db: app.db, notifier: app.notifier, log, brand: { productName: 'DriveCare Club', appUrl: app.env.appUrl }, timeZone: app.env.CLUB_TIMEZONE, now: () => new Date(`${clock.day}T16:00:00Z`) });
    async function vehicleDueSoon(m: { id: string; cookie: string }) {
      const res = await app.request<{ id: string }>('/api/vehicles', { cookie: m.cookie, body: { make: 'Subaru', model: 'Outback', year: 2017 } });
      const [record] = await app.db.insert(serviceRecords).values({ vehicleId: res.body.id, userId: m.id, serviceDate: '2025-07-01', description: 'done' }).returning({ id: serviceRecords.id });
      await app.db.insert(serviceRecordServices).values({ recordId: record!.id, serviceId: service!.id });
      return res.body.id;
    }
    const on = await subscribedMember();
    const off = await subscribedMember();
    await prefs(off.cookie, { kind: 'maintenance-due', channel: 'push', enabled: false });
    const onVehicle = await vehicleDueSoon(on);
    await vehicleDueSoon(off);
    expect(await worker.sweep()).toBeGreaterThanOrEqual(2);
    await app.pusher.drain();
    await pushService.waitFor(() => pushesOf(on.browser.endpoint, 'maintenance-due').length === 1);
    expect(pushesOf(on.browser.endpoint, 'maintenance-due')[0]!.payload).toMatchObject({ title: 'Maintenance due soon', body: expect.stringContaining('2017 Subaru Outback'), url: `/garage/${onVehicle}` });
    expect(pushesOf(off.browser.endpoint, 'maintenance-due')).toHaveLength(0);
    // Push off keeps the e-mail, with its unsubscribe link.
    const [mail] = (await mailsTo(off.email)).filter((r) => r.subject.startsWith('Maintenance'));
    expect(mail!.headers['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\//);
  });
});

describe('unsubscribing from an e-mail', () => {
  async function statusMail() {
    const m = await subscribedMember(false);
    await setStatus(m.appointmentId, 'in-progress');
    const [mail] = await mailsTo(m.email);
    return { m, mail: mail! };
  }

  it('a non-essential e-mail carries RFC 8058 headers and a footer link; an account e-mail does not', async () => {
    const { m, mail } = await statusMail();
    expect(mail.headers['List-Unsubscribe']).toMatch(/^<http:\/\/localhost:3000\/api\/unsubscribe\/[\w-]+\.[\w-]+>$/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toMatch(/Unsubscribe: http:\/\/localhost:3000\/unsubscribe\?token=[\w-]+\.[\w-]+/);
    expect(mail.html).toContain('>Unsubscribe</a>');
    const [verification] = await app.db.select().from(mailOutbox).where(and(eq(mailOutbox.to, m.email))).orderBy(mailOutbox.createdAt).limit(1);
    expect(verification!.subject).toMatch(/verification code/);
    expect(verification!.headers).toEqual({});
  });

  it("the mail client's one-click POST turns that kind's e-mails off, signed out", async () => {
    const { m, mail } = await statusMail();
    const url = mail.headers['List-Unsubscribe']!.slice(1, -1);
    const res = await app.app.request(new URL(url).pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      kind: 'appointment-updates',
      label: 'Appointment updates',
      message: 'You will no longer receive appointment updates by e-mail.',
    });
    const prefs = await app.request<NotificationPreference[]>('/api/notification-preferences', { cookie: m.cookie });
    expect(prefs.body[0]).toMatchObject({ email: false, push: true });
    const before = (await mailsTo(m.email)).length;
    await setStatus(m.appointmentId, 'completed');
    expect(await mailsTo(m.email)).toHaveLength(before);
  });

  it('a tampered or expired token changes nothing', async () => {
    const { m, mail } = await statusMail();
    const token = mail.headers['List-Unsubscribe']!.split('/api/unsubscribe/')[1]!.slice(0, -1);
    const [body, sig] = token.split('.') as [string, string];
    const otherKind = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), k: 'appointment-reminders' })).toString('base64url');
    const expired = signUnsubscribeToken(app.env.authSecret, { userId: m.id, kind: 'appointment-updates' }, Date.now() - (UNSUBSCRIBE_LINK_DAYS + 1) * 86_400_000);
    const cases: [string, string][] = [
      [`${otherKind}.${sig}`, 'This unsubscribe link is not valid.'],
      [`${body}.${sig.slice(0, -2)}xx`, 'This unsubscribe link is not valid.'],
      ['nonsense', 'This unsubscribe link is not valid.'],
      [expired, 'This unsubscribe link has expired. Sign in and turn the e-mails off in Profile → Notifications.'],
    ];
    for (const [bad, message] of cases) {
      const res = await app.request<{ error: { message: string } }>(`/api/unsubscribe/${bad}`, { method: 'POST' });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const prefs = await app.request<NotificationPreference[]>('/api/notification-preferences', { cookie: m.cookie });
    expect(prefs.body.every((p) => p.email !== false)).toBe(true);
  });

  it('the headers travel through SMTP', async () => {
    const smtp = await startSmtpCapture();
    try {
      const mailer = createMailer({ db: app.db, transport: createSmtpTransport(smtp.url), from: app.env.MAIL_FROM, log });
      const mail = withUnsubscribe(
        { to: 'smtp.headers@example.com', subject: 'Your appointment is completed', text: 'Done.', html: '<p>Done.</p>' },
        { pageUrl: 'http://localhost:3000/unsubscribe?token=a.b', oneClickUrl: 'http://localhost:3000/api/unsubscribe/a.b', label: 'Appointment updates' },
      );
      await app.mailer.stop();
      await mailer.enqueue(app.db, mail);
      await mailer.drain();
      await mailer.stop();
      const raw = smtp.received.find((r) => r.to === 'smtp.headers@example.com')?.raw ?? '';
      expect(raw).toContain('List-Unsubscribe: <http://localhost:3000/api/unsubscribe/a.b>');
      expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      await smtp.close();
    }
  });
});
