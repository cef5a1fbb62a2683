import { eq, inArray } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import ical from 'node-ical';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/mail.ts';
import { createLogger } from '../../logger.ts';
import { retryDeadMessage } from '../../modules/notifications/outbox.admin.service.ts';
import { freePort } from '../../testing/server-process.ts';
import { openTestDatabase } from '../../testing/test-database.ts';
import { calendarAttachment } from './ics.ts';
import { createMailer, type MailerOptions } from './mailer.ts';
import type { MailTransport } from './mail-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import { appointmentConfirmationMail } from './templates.ts';

/**
 * The outbox worker against a real SMTP server on 127.0.0.1: retries, dead messages, two workers on one
 * database, and a worker that dies holding a claim.
 */

interface Received {
  to: string;
  raw: string;
}

/** An SMTP receiver that refuses the next `failNext` messages with a temporary error, then accepts. */
async function startSmtp() {
  const received: Received[] = [];
  const state = { failNext: 0, refused: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (state.failNext > 0) {
          state.failNext--;
          state.refused++;
          return callback(
            Object.assign(new Error('Mailbox busy, try later'), {
              responseCode: 451,
            }),
          );
        }
        for (const rcpt of session.envelope.rcptTo)
          received.push({
            to: rcpt.address,
            raw: Buffer.concat(chunks).toString(),
          });
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    received,
    state,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const database = await openTestDatabase();
const db = database.db;
const log = createLogger('silent', false);
let smtp: Awaited<ReturnType<typeof startSmtp>>;
const FROM = 'DriveCare Club <no-reply@drivecare.club>';
const brand = {
  productName: 'DriveCare Club',
  appUrl: 'http://localhost:3000',
  mailFrom: FROM,
};

beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp.close();
  await database.close();
});

const smtpMailer = (opts: MailerOptions = {}) =>
  createMailer({
    db,
    transport: createSmtpTransport(smtp.url),
    from: FROM,
    log,
    backoffSeconds: () => 0,
    ...opts,
  });

let counter = 0;
const uniqueTo = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${++counter}@example.com`;
const plain = (to: string, n = 0) => ({
  to,
  subject: `Message ${n}`,
  text: `Body ${n}`,
  html: `<p>Body ${n}</p>`,
});
/** Queues without the enqueue nudge, so each test decides exactly when workers run. */
const queue = (to: string, n = 0) => db.insert(mailOutbox).values(plain(to, n));
const receivedBy = (to: string) => smtp.received.filter((m) => m.to === to);
const rowsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('the outbox worker with a real SMTP server', () => {
  it('delivers a confirmation with its HTML, text and .ics parts as they were written', async () => {
    const mailer = smtpMailer();
    const to = uniqueTo('invite');
    const invite = calendarAttachment({
      uid: 'appointment-1234@localhost',
      sequence: 0,
      method: 'REQUEST',
      date: '2030-03-15',
      time: '14:00',
      timeZone: 'America/New_York',
      summary: 'DriveCare Club: Oil change at Downtown',
      location: 'Downtown, 1 Main Street, Boston, MA',
      description: 'Vehicle: 2020 Honda Civic',
      url: 'http://localhost:3000/appointments/1234',
      organizer: { name: 'DriveCare Club', email: 'no-reply@drivecare.club' },
      attendee: { name: 'Erin Example', email: to },
      productName: 'DriveCare Club',
    });
    const facts = {
      when: 'Friday, March 15, 2030 at 2:00 PM',
      shopName: 'Downtown',
      shopAddress: '1 Main Street, Boston, MA',
      appointmentUrl: 'http://localhost:3000/appointments/1234',
      vehicle: '2020 Honda Civic',
      services: ['Oil change'],
    };
    await mailer.enqueue(db, appointmentConfirmationMail(brand, to, facts, [invite]));
    await expect.poll(async () => (await mailer.drain(), receivedBy(to).length)).toBe(1);

    const parsed = await simpleParser(receivedBy(to)[0]!.raw);
    expect(parsed.subject).toBe('Your DriveCare Club appointment is booked for Friday, March 15, 2030 at 2:00 PM');
    expect(parsed.from?.text).toContain('no-reply@drivecare.club');
    expect(parsed.text).toContain('When: Friday, March 15, 2030 at 2:00 PM');
    expect(parsed.text).toContain('Vehicle: 2020 Honda Civic');
    expect(parsed.html).toContain('DriveCare Club');
    const ics = parsed.attachments.find((a) => a.filename === 'invite.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = ical.sync.parseICS(ics!.content.toString('utf8'));
    const event = Object.values(calendar).find((c) => c?.type === 'VEVENT');
    expect(event).toMatchObject({
      uid: 'appointment-1234@localhost',
      sequence: 0,
    });
    // 2:00 PM in New York in March 2030 (daylight time) is 18:00 UTC.
    expect(event?.type === 'VEVENT' && event.start.toISOString()).toBe('2030-03-15T18:00:00.000Z');
  });

  it('retries a message the SMTP server refuses and delivers it once the server accepts', async () => {
    const mailer = smtpMailer();
    const to = uniqueTo('retry');
    smtp.state.failNext = 2;
    smtp.state.refused = 0;
    await queue(to);
    await mailer.drain();
    expect((await rowsTo(to))[0]).toMatchObject({
      status: 'pending',
      attempts: 1,
    });
    expect((await rowsTo(to))[0]?.lastError).toContain('Mailbox busy');
    await mailer.drain();
    expect((await rowsTo(to))[0]).toMatchObject({
      status: 'pending',
      attempts: 2,
    });
    await mailer.drain();
    const [row] = await rowsTo(to);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.state.refused).toBe(2);
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('waits longer after each failure (exponential backoff) by default', async () => {
    const failing: MailTransport = {
      kind: 'smtp',
      deliver: () => Promise.reject(new Error('down')),
    };
    const mailer = createMailer({ db, transport: failing, from: FROM, log });
    const to = uniqueTo('backoff');
    await queue(to);
    await mailer.drain();
    const [first] = await rowsTo(to);
    const wait1 = first!.nextAttemptAt.getTime() - Date.now();
    await db
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, first!.id));
    await mailer.drain();
    const [second] = await rowsTo(to);
    const wait2 = second!.nextAttemptAt.getTime() - Date.now();
    expect(second!.attempts).toBe(2);
    expect(wait1).toBeGreaterThan(5_000);
    expect(wait2).toBeGreaterThan(wait1 + 4_000);
  });

  it('marks a message dead after the last attempt; an admin retry gives it new attempts and it is delivered', async () => {
    const to = uniqueTo('dead');
    smtp.state.failNext = 3;
    const mailer = smtpMailer({ maxAttempts: 3 });
    await queue(to);
    for (let i = 0; i < 4; i++) await mailer.drain();
    const [dead] = await rowsTo(to);
    expect(dead).toMatchObject({ status: 'dead', attempts: 3 });
    expect(receivedBy(to)).toHaveLength(0);

    await retryDeadMessage(db, dead!.id);
    expect((await rowsTo(to))[0]).toMatchObject({
      status: 'pending',
      attempts: 0,
    });
    await mailer.drain();
    expect((await rowsTo(to))[0]).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
    expect(receivedBy(to)).toHaveLength(1);
  });

  it('two workers draining the same outbox never send a message twice', async () => {
    const a = smtpMailer();
    const b = smtpMailer();
    const prefix = `pair.${Date.now().toString(36)}`;
    const recipients = Array.from({ length: 30 }, (_, i) => `${prefix}.${i}@example.com`);
    for (const [i, to] of recipients.entries()) await queue(to, i);
    // Both race for the same rows until nothing is due.
    let sentA = 0;
    let sentB = 0;
    for (let round = 0; round < 5; round++) {
      const [na, nb] = await Promise.all([a.drain(), b.drain()]);
      sentA += na;
      sentB += nb;
    }
    expect(sentA + sentB).toBe(recipients.length);
    for (const to of recipients) expect(receivedBy(to)).toHaveLength(1);
    const rows = await db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, recipients));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });

  it('a worker killed mid-batch loses nothing: its claimed messages become due again once the lease expires', async () => {
    const prefix = `killed.${Date.now().toString(36)}`;
    const recipients = Array.from({ length: 5 }, (_, i) => `${prefix}.${i}@example.com`);
    // The doomed worker claims the batch and then hangs forever inside the first send, as a killed process would.
    let entered!: () => void;
    const hanging = new Promise<void>((resolve) => (entered = resolve));
    const stuck: MailTransport = {
      kind: 'smtp',
      deliver: () => {
        entered();
        return new Promise<void>(() => {});
      },
    };
    const doomed = createMailer({
      db,
      transport: stuck,
      from: FROM,
      log,
      leaseSeconds: 1,
    });
    for (const [i, to] of recipients.entries()) await queue(to, i);
    void doomed.drain();
    await hanging;
    const claimed = await db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, recipients));
    expect(claimed.every((r) => r.status === 'sending')).toBe(true);

    const survivor = smtpMailer({ leaseSeconds: 1 });
    // While the lease holds, the survivor leaves the claimed rows alone.
    await survivor.drain();
    for (const to of recipients) expect(receivedBy(to)).toHaveLength(0);
    await new Promise((r) => setTimeout(r, 1_200));
    await survivor.drain();
    for (const to of recipients) expect(receivedBy(to)).toHaveLength(1);
    const rows = await db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.to, recipients));
    expect(rows.every((r) => r.status === 'sent')).toBe(true);
  });
});
