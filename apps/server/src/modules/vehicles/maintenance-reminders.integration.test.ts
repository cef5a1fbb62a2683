import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments, appointmentServices } from '../../db/schema/appointments.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { serviceRecords, serviceRecordServices } from '../../db/schema/vehicle-care.ts';
import { createLogger } from '../../logger.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createMaintenanceReminders } from './maintenance-reminders.ts';

const app = await createTestApp();
const brand = { productName: 'DriveCare Club', appUrl: app.env.appUrl };
const log = createLogger('silent', false);

// Only the services this file gives an interval are scheduled: twelve months each.
const catalogue = await app.db.select({ id: services.id, name: services.name }).from(services).orderBy(services.name).limit(2);
const [inspection, fluids] = catalogue as [{ id: string; name: string }, { id: string; name: string }];
await app.db.update(services).set({ intervalMonths: null, intervalMiles: null });
await app.db.update(services).set({ intervalMonths: 12 }).where(inArray(services.id, [inspection.id, fluids.id]));
const [shop] = await app.db.select({ id: shops.id }).from(shops).limit(1);

/** A reminder worker whose club clock the test sets (noon UTC is the same day in the club's zone). */
const workerAt = (clock: { day: string }) =>
  createMaintenanceReminders({ db: app.db, notifier: app.notifier, log, brand, timeZone: app.env.CLUB_TIMEZONE, now: () => new Date(`${clock.day}T16:00:00Z`) });

async function memberWithVehicle() {
  const member = await createMember(app);
  const res = await app.request<{ id: string }>('/api/vehicles', { cookie: member.cookie, body: { make: 'Subaru', model: 'Outback', year: 2017 } });
  return { member, vehicleId: res.body.id };
}

async function recordDone(p: { userId: string; vehicleId: string; date: string; serviceIds: string[] }) {
  const [row] = await app.db
    .insert(serviceRecords)
    .values({ vehicleId: p.vehicleId, userId: p.userId, serviceDate: p.date, description: 'done elsewhere' })
    .returning({ id: serviceRecords.id });
  await app.db.insert(serviceRecordServices).values(p.serviceIds.map((serviceId) => ({ recordId: row!.id, serviceId })));
}

/** A completed visit at the shop (the last visit's shop goes into 'Book now'). */
async function visitDone(p: { userId: string; vehicleId: string; date: string; serviceIds: string[]; status?: 'completed' | 'scheduled' }) {
  const [row] = await app.db
    .insert(appointments)
    .values({ userId: p.userId, vehicleId: p.vehicleId, shopId: shop!.id, appointmentDate: p.date, appointmentTime: '10:00', status: p.status ?? 'completed' })
    .returning({ id: appointments.id });
  await app.db.insert(appointmentServices).values(p.serviceIds.map((serviceId) => ({ appointmentId: row!.id, serviceId })));
}

const mailsTo = async (email: string) =>
  (await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt)).filter((m) => m.subject.startsWith('Maintenance'));

describe('maintenance reminders', () => {
  it('sends one e-mail per vehicle when items come due soon, once even with two workers, then once more when overdue', async () => {
    const { member, vehicleId } = await memberWithVehicle();
    await visitDone({ userId: member.id, vehicleId, date: '2025-07-01', serviceIds: [inspection.id] });
    await recordDone({ userId: member.id, vehicleId, date: '2025-07-10', serviceIds: [fluids.id] });
    const clock = { day: '2026-05-20' };
    const [a, b] = [workerAt(clock), workerAt(clock)];

    await a.sweep();
    expect(await mailsTo(member.email)).toHaveLength(0);

    // Both due within 30 days: one e-mail listing both.
    clock.day = '2026-06-15';
    await Promise.all([a.sweep(), b.sweep()]);
    await Promise.all([a.sweep(), b.sweep()]);
    const [dueSoon, ...more] = await mailsTo(member.email);
    expect(more).toHaveLength(0);
    expect(dueSoon!.subject).toBe('Maintenance due soon for your 2017 Subaru Outback');
    expect(dueSoon!.text).toContain(`- ${inspection.name}: Due soon (due Jul 1, 2026)`);
    expect(dueSoon!.text).toContain(`- ${fluids.name}: Due soon (due Jul 10, 2026)`);
    const book = new URL(/Book now: (\S+)/.exec(dueSoon!.text)![1]!);
    expect(book.origin + book.pathname).toBe(`${app.env.appUrl}/appointments/new`);
    expect(book.searchParams.get('vehicleId')).toBe(vehicleId);
    expect(book.searchParams.getAll('serviceId').sort()).toEqual([inspection.id, fluids.id].sort());
    expect(book.searchParams.get('shopId')).toBe(shop!.id);
    expect(dueSoon!.html).toContain('Book now');

    // Overdue: one more, and no more after that.
    clock.day = '2026-07-12';
    await Promise.all([a.sweep(), b.sweep()]);
    await a.sweep();
    const mails = await mailsTo(member.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Maintenance due soon for your 2017 Subaru Outback',
      'Maintenance overdue for your 2017 Subaru Outback',
    ]);
    expect(mails[1]!.text).toContain(`- ${inspection.name}: Overdue (due Jul 1, 2026)`);
  });

  it('stops once the service is booked, and once it is done', async () => {
    const { member, vehicleId } = await memberWithVehicle();
    await recordDone({ userId: member.id, vehicleId, date: '2025-07-01', serviceIds: [inspection.id, fluids.id] });
    // Booked: an upcoming appointment includes the inspection. Done: the fluids were done again last week.
    await visitDone({ userId: member.id, vehicleId, date: '2026-06-25', serviceIds: [inspection.id], status: 'scheduled' });
    await recordDone({ userId: member.id, vehicleId, date: '2026-06-08', serviceIds: [fluids.id] });
    const clock = { day: '2026-06-15' };
    await workerAt(clock).sweep();
    expect(await mailsTo(member.email)).toHaveLength(0);

    // The booking was cancelled: the reminder comes after all.
    await app.db.update(appointments).set({ status: 'cancelled' }).where(eq(appointments.vehicleId, vehicleId));
    await workerAt(clock).sweep();
    const mails = await mailsTo(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(inspection.name);
    expect(mails[0]!.text).not.toContain(fluids.name);
  });

  it('walks the vehicles range by range until the batch is full, and carries on where it stopped', async () => {
    const owners = [await memberWithVehicle(), await memberWithVehicle(), await memberWithVehicle()];
    for (const { member, vehicleId } of owners) await recordDone({ userId: member.id, vehicleId, date: '2025-07-01', serviceIds: [inspection.id] });
    // One vehicle per statement, two vehicles per sweep: a sweep must go past its first range to fill the batch.
    const worker = createMaintenanceReminders({
      db: app.db,
      notifier: app.notifier,
      log,
      brand,
      timeZone: app.env.CLUB_TIMEZONE,
      now: () => new Date('2026-06-15T16:00:00Z'),
      batchVehicles: 2,
      rangeVehicles: 1,
    });
    const mailed = [await worker.sweep()];
    while (mailed.length < 10 && mailed[mailed.length - 1]! > 0) mailed.push(await worker.sweep());
    expect(mailed[0]).toBe(2);
    expect(mailed.every((n) => n <= 2)).toBe(true);
    for (const { member } of owners) {
      expect((await mailsTo(member.email)).map((m) => m.subject)).toEqual(['Maintenance due soon for your 2017 Subaru Outback']);
    }
  });

  it('skips owners who have not verified their e-mail address', async () => {
    const { member, vehicleId } = await memberWithVehicle();
    await recordDone({ userId: member.id, vehicleId, date: '2025-07-01', serviceIds: [inspection.id] });
    await app.db.execute(`update "user" set email_verified = false where id = '${member.id}'`);
    await workerAt({ day: '2026-06-15' }).sweep();
    expect(await mailsTo(member.email)).toHaveLength(0);
  });
});
