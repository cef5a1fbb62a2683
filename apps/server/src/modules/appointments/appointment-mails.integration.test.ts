import type { AppointmentDetails } from '@drivecare/contract/appointments';
import type { OutboxOverview } from '@drivecare/contract/outbox';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq, like } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../../adapters/mail/mailer.ts';
import { createCaptureTransport } from '../../adapters/mail/capture-transport.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createLogger } from '../../logger.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createNotifier } from '../notifications/notifier.ts';
import { createReminders } from './appointment-reminders.ts';

const app = await createTestApp({
  env: {
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'notifications-test-')),
  },
});
const TZ = app.env.CLUB_TIMEZONE;
const brand = {
  productName: app.env.PRODUCT_NAME,
  appUrl: app.env.appUrl,
  mailFrom: app.env.MAIL_FROM,
};
const log = createLogger('silent', false);

const everyDay = (): WeeklySchedule => {
  const day = { open: '08:00', close: '18:00', enabled: true };
  return {
    monday: day,
    tuesday: day,
    wednesday: day,
    thursday: day,
    friday: day,
    saturday: day,
    sunday: day,
  };
};
const [shop] = await app.db
  .insert(shops)
  .values({
    name: 'Harbor Garage',
    address: '12 Dock Road',
    city: 'Boston',
    state: 'MA',
    zipCode: '02110',
    schedule: everyDay(),
    slotCapacity: 50,
  })
  .returning({ id: shops.id });
const [oilChange] = await app.db
  .select({ id: services.id, name: services.name })
  .from(services)
  .where(eq(services.isActive, true))
  .limit(1);

const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** The first weekday (the club books no weekends) at least `n` days ahead. */
const inDays = (n: number) => weekdayFrom(shiftDays(todayInZone(TZ), n));
const weekdayFrom = (iso: string): string =>
  [0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay()) ? weekdayFrom(shiftDays(iso, 1)) : iso;
const nextWeekday = (iso: string) => weekdayFrom(shiftDays(iso, 1));

async function memberWithVehicle() {
  const member = await createMember(app, 'notify');
  const vehicle = await app.request<{ id: string }>('/api/vehicles', {
    cookie: member.cookie,
    body: {
      make: 'Honda',
      model: 'Civic',
      year: 2020,
      licensePlate: 'NTF-123',
    },
  });
  return { ...member, vehicleId: vehicle.body.id };
}
type Member = Awaited<ReturnType<typeof memberWithVehicle>>;

async function book(m: Member, date: string, time: string) {
  const res = await app.request<AppointmentDetails>('/api/appointments', {
    cookie: m.cookie,
    body: {
      vehicleId: m.vehicleId,
      serviceIds: [oilChange!.id],
      shopId: shop!.id,
      date,
      time,
    },
  });
  expect(res.status).toBe(201);
  return res.body;
}
const reschedule = (m: Member, id: string, date: string, time: string) =>
  app.request<AppointmentDetails>(`/api/appointments/${id}`, {
    method: 'PATCH',
    cookie: m.cookie,
    body: { date, time, additionalDetails: null },
  });
const cancel = (m: Member, id: string) =>
  app.request<AppointmentDetails>(`/api/appointments/${id}/cancel`, {
    method: 'POST',
    cookie: m.cookie,
  });

const mailsTo = (email: string) =>
  app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(desc(mailOutbox.createdAt));
async function latest(email: string, subject: RegExp) {
  const mail = (await mailsTo(email)).find((m) => subject.test(m.subject));
  if (!mail) throw new Error(`no mail matching ${subject} to ${email}`);
  return mail;
}
function inviteOf(mail: { attachments: { filename: string; content: string }[] }) {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  if (!file) throw new Error('no .ics attachment');
  const parsed = ical.sync.parseICS(file.content);
  const event = Object.values(parsed).find((c): c is VEvent => c?.type === 'VEVENT');
  const method = (parsed.vcalendar as { method?: string } | undefined)?.method;
  return { event: event!, method, raw: file.content };
}

/** The instant of a club-local date and time, as the member's calendar should show it. */
const clubInstant = (date: string, time: string) => {
  const naive = new Date(`${date}T${time}:00Z`);
  const offsetName = new Intl.DateTimeFormat('en-US', {
    timeZone: TZ,
    timeZoneName: 'longOffset',
  })
    .formatToParts(naive)
    .find((p) => p.type === 'timeZoneName')!.value;
  const [, sign, hh, mm] = /GMT([+-])(\d\d):(\d\d)/.exec(offsetName) ?? ['', '+', '00', '00'];
  const offset = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm));
  return new Date(naive.getTime() - offset * 60_000);
};

describe('appointment e-mails', () => {
  it('the confirmation shows the club, shop, address, date, 12-hour time, vehicle, services and link, in HTML and text', async () => {
    const m = await memberWithVehicle();
    const date = inDays(10);
    const appt = await book(m, date, '14:00');
    const mail = await latest(m.email, /appointment is booked/);
    const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'long',
      timeZone: 'UTC',
    });
    expect(mail.subject).toContain(`${weekday},`);
    expect(mail.subject).toContain('at 2:00 PM');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Harbor Garage');
      expect(part).toContain('12 Dock Road, Boston, MA');
      expect(part).toContain('2:00 PM');
      expect(part).toContain('2020 Honda Civic (NTF-123)');
      expect(part).toContain(oilChange!.name);
      expect(part).toContain(`${app.env.appUrl}/appointments/${appt.id}`);
    }
    expect(mail.html).toContain(app.env.PRODUCT_NAME);
  });

  it('the invite keeps its UID while its SEQUENCE rises across reschedule and cancel, in the club time zone', async () => {
    const m = await memberWithVehicle();
    const first = inDays(12);
    const appt = await book(m, first, '09:00');

    const booked = inviteOf(await latest(m.email, /appointment is booked/));
    expect(booked.method).toBe('REQUEST');
    expect(booked.event.uid).toBe(`appointment-${appt.id}@localhost`);
    expect(Number(booked.event.sequence)).toBe(0);
    expect(booked.event.start.toISOString()).toBe(clubInstant(first, '09:00').toISOString());
    expect((booked.event.start as Date & { tz?: string }).tz).toBe(TZ);
    expect(booked.raw).toContain(`DTSTART;TZID=${TZ}:`);

    const moved = nextWeekday(first);
    expect((await reschedule(m, appt.id, moved, '15:00')).status).toBe(200);
    const rescheduledMail = await latest(m.email, /appointment moved/);
    expect(rescheduledMail.subject).toContain('3:00 PM');
    expect(rescheduledMail.text).toContain('9:00 AM');
    const rescheduled = inviteOf(rescheduledMail);
    expect(rescheduled.method).toBe('REQUEST');
    expect(rescheduled.event.uid).toBe(booked.event.uid);
    expect(Number(rescheduled.event.sequence)).toBe(1);
    expect(rescheduled.event.start.toISOString()).toBe(clubInstant(moved, '15:00').toISOString());

    // Saving the same slot again is no move: no e-mail, no new sequence.
    const before = (await mailsTo(m.email)).length;
    expect((await reschedule(m, appt.id, moved, '15:00')).status).toBe(200);
    expect(await mailsTo(m.email)).toHaveLength(before);

    expect((await cancel(m, appt.id)).status).toBe(200);
    const cancelled = inviteOf(await latest(m.email, /appointment is cancelled/));
    expect(cancelled.method).toBe('CANCEL');
    expect(cancelled.event.uid).toBe(booked.event.uid);
    expect(Number(cancelled.event.sequence)).toBe(2);
    expect(cancelled.event.status).toBe('CANCELLED');
  });

  it('the dev mailbox lists the invite and serves it', async () => {
    const m = await memberWithVehicle();
    await book(m, inDays(11), '10:00');
    const list = await app.request<{ id: string; attachments: string[] }[]>(
      `/api/dev/mailbox?to=${encodeURIComponent(m.email)}`,
    );
    const confirmation = list.body.find((x) => x.attachments.includes('invite.ics'));
    expect(confirmation).toBeDefined();
    const page = await app.app.request(`/dev/mailbox?to=${encodeURIComponent(m.email)}`);
    expect(await page.text()).toContain(`/dev/mailbox/${confirmation!.id}/attachments/0`);
    const file = await app.app.request(`/dev/mailbox/${confirmation!.id}/attachments/0`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect(await file.text()).toContain('BEGIN:VCALENDAR');
    expect((await app.app.request(`/dev/mailbox/${confirmation!.id}/attachments/7`)).status).toBe(404);
  });
});

describe('reminders', () => {
  /** A reminder worker whose clock the test sets. */
  const remindersAt = (clock: { now: Date }, hours = 24) =>
    createReminders({
      db: app.db,
      mailer: app.mailer,
      notifier: app.notifier,
      log,
      hours,
      timeZone: TZ,
      brand,
      now: () => clock.now,
    });
  const reminderMails = async (email: string) => (await mailsTo(email)).filter((x) => /^Reminder:/.test(x.subject));

  it('fires once, REMINDER_HOURS before the appointment, even with two workers sweeping together', async () => {
    const m = await memberWithVehicle();
    const date = inDays(20);
    const appt = await book(m, date, '10:00');
    const start = clubInstant(date, '10:00').getTime();
    const clock = { now: new Date(start - 25 * 3_600_000) };
    const a = remindersAt(clock);
    const b = remindersAt(clock);

    await a.sweep();
    expect(await reminderMails(m.email)).toHaveLength(0);

    clock.now = new Date(start - 23 * 3_600_000);
    await Promise.all([a.sweep(), b.sweep()]);
    await Promise.all([a.sweep(), b.sweep()]);
    const reminders = await reminderMails(m.email);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toContain('10:00 AM');
    expect(reminders[0]!.text).toContain(`View appointment: ${app.env.appUrl}/appointments/${appt.id}`);
    expect(reminders[0]!.text).toContain(`Reschedule: ${app.env.appUrl}/appointments/${appt.id}/edit`);
    expect(reminders[0]!.text).toContain(`Cancel: ${app.env.appUrl}/appointments/${appt.id}`);

    // Once the appointment has begun, nothing more.
    clock.now = new Date(start + 60_000);
    await a.sweep();
    expect(await reminderMails(m.email)).toHaveLength(1);
  });

  it('honours the configured hours', async () => {
    const m = await memberWithVehicle();
    const date = inDays(21);
    await book(m, date, '11:00');
    const start = clubInstant(date, '11:00').getTime();
    const clock = { now: new Date(start - 5 * 3_600_000) };
    await remindersAt(clock, 4).sweep();
    expect(await reminderMails(m.email)).toHaveLength(0);
    clock.now = new Date(start - 3 * 3_600_000);
    await remindersAt(clock, 4).sweep();
    expect(await reminderMails(m.email)).toHaveLength(1);
  });

  it('skips a cancelled appointment, and a moved one waits for its new time', async () => {
    const m = await memberWithVehicle();
    const date = inDays(22);
    const cancelled = await book(m, date, '12:00');
    const moving = await book(m, date, '13:00');
    await cancel(m, cancelled.id);
    const later = nextWeekday(date);
    expect((await reschedule(m, moving.id, later, '13:00')).status).toBe(200);

    const clock = {
      now: new Date(clubInstant(date, '13:00').getTime() - 2 * 3_600_000),
    };
    const worker = remindersAt(clock);
    await worker.sweep();
    expect(await reminderMails(m.email)).toHaveLength(0);

    clock.now = new Date(clubInstant(later, '13:00').getTime() - 2 * 3_600_000);
    await worker.sweep();
    const sent = await reminderMails(m.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`/appointments/${moving.id}`);
  });

  it('a reminder still waiting in the outbox is dropped when the appointment moves', async () => {
    const m = await memberWithVehicle();
    const date = inDays(24);
    const appt = await book(m, date, '16:00');
    // A mailer that only writes (its transport never runs here), so the reminder stays pending.
    const idle = createMailer({
      db: app.db,
      transport: createCaptureTransport(),
      from: app.env.MAIL_FROM,
      log,
    });
    const parked = {
      ...idle,
      enqueue: async (...args: Parameters<typeof idle.enqueue>) => {
        const [row] = await args[0]
          .insert(mailOutbox)
          .values({ ...args[1], to: args[1].to.toLowerCase() })
          .returning({ id: mailOutbox.id });
        return row!.id;
      },
    };
    // Let the app's own delivery of the confirmation finish first, so only the reschedule can touch the reminder:
    // deliver it now, then stop the mailer so no nudge still scheduled from the booking claims the reminder.
    await app.mailer.drain();
    await app.mailer.drain();
    await app.mailer.stop();
    const clock = {
      now: new Date(clubInstant(date, '16:00').getTime() - 3_600_000),
    };
    await createReminders({
      db: app.db,
      mailer: parked,
      notifier: createNotifier({ mailer: parked, pusher: app.pusher, brand: { productName: app.env.PRODUCT_NAME, appUrl: app.env.appUrl }, linkSecret: app.env.authSecret }),
      log,
      hours: 24,
      timeZone: TZ,
      brand,
      now: () => clock.now,
    }).sweep();
    const pending = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, m.email), like(mailOutbox.subject, 'Reminder:%')));
    expect(pending).toHaveLength(1);
    expect(pending[0]!.status).toBe('pending');

    expect((await reschedule(m, appt.id, nextWeekday(date), '16:00')).status).toBe(200);
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, pending[0]!.id))).toHaveLength(0);
  });
});

describe('the admin outbox', () => {
  it('counts messages by status and retries a dead one; members may not look', async () => {
    const admin = await createAdmin(app);
    const member = await createMember(app, 'outbox');
    const [dead] = await app.db
      .insert(mailOutbox)
      .values({
        to: member.email,
        subject: 'Stuck',
        text: 'x',
        html: '<p>x</p>',
        status: 'dead',
        attempts: 8,
        lastError: 'boom',
      })
      .returning({ id: mailOutbox.id });

    expect((await app.request('/api/admin/outbox', { cookie: member.cookie })).status).toBe(403);
    const overview = await app.request<OutboxOverview>('/api/admin/outbox?status=dead', { cookie: admin.cookie });
    expect(overview.status).toBe(200);
    expect(overview.body.counts.dead).toBeGreaterThanOrEqual(1);
    expect(overview.body.counts.sent).toBeGreaterThan(0);
    expect(overview.body.messages.every((x) => x.status === 'dead')).toBe(true);
    expect(overview.body.messages.find((x) => x.id === dead!.id)).toMatchObject({ lastError: 'boom', attempts: 8 });

    const retried = await app.request(`/api/admin/outbox/${dead!.id}/retry`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(retried.status).toBe(200);
    await app.mailer.drain();
    const [row] = await app.db.select().from(mailOutbox).where(eq(mailOutbox.id, dead!.id));
    expect(row!.status).toBe('sent');

    const again = await app.request<{ error: { message: string } }>(`/api/admin/outbox/${dead!.id}/retry`, {
      method: 'POST',
      cookie: admin.cookie,
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('Only a dead message can be retried');
  });
});
