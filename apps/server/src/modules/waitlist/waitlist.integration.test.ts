import type { AppointmentDetails, Availability } from '@drivecare/contract/appointments';
import type { WaitlistEntry } from '@drivecare/contract/waitlist';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appointments } from '../../db/schema/appointments.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { shopClosures } from '../../db/schema/shop-closures.ts';
import { waitlistEntries } from '../../db/schema/waitlist.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createLogger } from '../../logger.ts';
import { createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { weekdayOf } from '../appointments/availability.ts';
import { createWaitlistOffers } from './waitlist-offers.ts';

const app = await createTestApp();
type ErrorBody = { error: { code: string; message: string } };
type Member = Awaited<ReturnType<typeof memberWithVehicle>>;

const open = { open: '08:00', close: '18:00', enabled: true };
let shopCounter = 0;
async function addShop(slotCapacity = 1) {
  const [row] = await app.db
    .insert(shops)
    .values({
      name: `Waitlist Shop ${++shopCounter}`,
      address: '1 Main Street',
      city: 'Boston',
      state: 'MA',
      zipCode: '02110',
      schedule: { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: open },
      slotCapacity,
    })
    .returning({ id: shops.id });
  return row!.id;
}

const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** A weekday at least a week ahead, a different one per call so tests never share a slot. */
let dayOffset = 7;
const nextDay = () => {
  let d = shiftDays(todayInZone(app.env.CLUB_TIMEZONE), dayOffset++);
  while (['saturday', 'sunday'].includes(weekdayOf(d))) d = shiftDays(todayInZone(app.env.CLUB_TIMEZONE), dayOffset++);
  return d;
};

const [service] = await app.db.select({ id: services.id }).from(services).where(eq(services.isActive, true)).limit(1);

async function memberWithVehicle(prefix = 'waiter', plan: 'basic' | 'premium' = 'basic') {
  const member = await createMember(app, prefix);
  const vehicle = await app.request<{ id: string }>('/api/vehicles', { cookie: member.cookie, body: { make: 'Mazda', model: 'CX-5', year: 2021 } });
  if (plan === 'premium') await app.db.update(profiles).set({ membershipLevel: 'premium' }).where(eq(profiles.userId, member.id));
  return { ...member, vehicleId: vehicle.body.id };
}

const slotValues = (m: Member, shopId: string, date: string, time: string) => ({
  vehicleId: m.vehicleId,
  serviceIds: [service!.id],
  shopId,
  date,
  time,
  additionalDetails: 'From the waitlist',
});
const book = (m: Member, shopId: string, date: string, time: string) =>
  app.request<AppointmentDetails & ErrorBody>('/api/appointments', { cookie: m.cookie, body: slotValues(m, shopId, date, time) });
const join = (m: Member, shopId: string, date: string, time: string) =>
  app.request<WaitlistEntry & ErrorBody>('/api/waitlist', { cookie: m.cookie, body: slotValues(m, shopId, date, time) });
const claim = (m: Member, entryId: string) => app.request<AppointmentDetails & ErrorBody>(`/api/waitlist/${entryId}/claim`, { method: 'POST', cookie: m.cookie });
const entryOf = async (id: string) => (await app.db.select().from(waitlistEntries).where(eq(waitlistEntries.id, id)))[0]!;
const mailsTo = (email: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
const offerMails = async (email: string) => (await mailsTo(email)).filter((m) => m.subject.startsWith('A place opened up'));

const brand = { productName: app.env.PRODUCT_NAME, appUrl: app.env.appUrl };
/** A worker of its own (as another instance would be) whose clock a test moves. */
const workerAt = (clock: { at: Date }) =>
  createWaitlistOffers({ db: app.db, mailer: app.mailer, notifier: app.notifier, brand, timeZone: app.env.CLUB_TIMEZONE, log: createLogger('silent', false), now: () => clock.at });

/** A slot of capacity 1 held by `holder`, with `waiters` joining its waitlist in order. */
async function fullSlot(waiters: Member[]) {
  const shopId = await addShop(1);
  const date = nextDay();
  const holder = await memberWithVehicle('holder');
  const booked = await book(holder, shopId, date, '10:00');
  expect(booked.status).toBe(201);
  const entries: string[] = [];
  for (const w of waiters) {
    const joined = await join(w, shopId, date, '10:00');
    expect(joined.status).toBe(201);
    entries.push(joined.body.id);
  }
  const cancel = () => app.request(`/api/appointments/${booked.body.id}/cancel`, { method: 'POST', cookie: holder.cookie });
  // Other tests' slots share the database: a sweep's answer is read for this slot's entries only.
  const offersIn = (offers: { entryId: string }[]) => offers.map((o) => o.entryId).filter((id) => entries.includes(id));
  return { shopId, date, holder, appointmentId: booked.body.id, entries, cancel, offersIn };
}

describe('waitlist', () => {
  it('shows a full slot as full, lets a member join its waitlist once, and refuses a slot that still has places', async () => {
    const waiter = await memberWithVehicle();
    const { shopId, date, entries } = await fullSlot([waiter]);
    const availability = await app.request<Availability>(`/api/appointments/availability?shopId=${shopId}&date=${date}`, { cookie: waiter.cookie });
    expect(availability.body.days[0]).toMatchObject({ date, full: ['10:00'] });
    expect(availability.body.days[0]!.slots).not.toContain('10:00');

    const again = await join(waiter, shopId, date, '10:00');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('You are already on the waitlist for this slot');
    const notFull = await join(waiter, shopId, date, '11:00');
    expect(notFull.status).toBe(409);
    expect(notFull.body.error.message).toBe('This time slot still has places: book it instead');
    const outside = await join(waiter, shopId, date, '07:00');
    expect(outside.status).toBe(400);

    const mine = await app.request<WaitlistEntry[]>('/api/waitlist', { cookie: waiter.cookie });
    expect(mine.body).toEqual([expect.objectContaining({ id: entries[0], date, time: '10:00', status: 'waiting', offerExpiresAt: null, serviceNames: [expect.any(String)] })]);
  });

  it('offers a freed place to Premium before Basic, then first come, held for 30 minutes against everyone else', async () => {
    const [basic1, basic2, premium] = [await memberWithVehicle('basic1'), await memberWithVehicle('basic2'), await memberWithVehicle('premium', 'premium')];
    const slot = await fullSlot([basic1, basic2, premium]);
    const clock = { at: new Date() };
    const worker = workerAt(clock);
    expect(slot.offersIn(await worker.sweep())).toEqual([]);

    expect((await slot.cancel()).status).toBe(200);
    const [offer, ...more] = (await worker.sweep()).filter((o) => slot.entries.includes(o.entryId));
    expect(more).toEqual([]);
    expect(offer).toMatchObject({ entryId: slot.entries[2], date: slot.date, time: '10:00' });
    expect(new Date(offer!.offerExpiresAt).getTime() - clock.at.getTime()).toBe(30 * 60_000);
    const [mail, ...moreMail] = await offerMails(premium.email);
    expect(moreMail).toEqual([]);
    expect(mail!.html).toContain('Claim this slot');
    expect(mail!.text).toContain(`${app.env.appUrl}/waitlist/${slot.entries[2]}`);
    expect(await offerMails(basic1.email)).toEqual([]);
    expect((await entryOf(slot.entries[0]!)).status).toBe('waiting');

    // Held: the slot reads as full for others and refuses their booking; the offered member sees it offered.
    const forBasic = await app.request<Availability>(`/api/appointments/availability?shopId=${slot.shopId}&date=${slot.date}`, { cookie: basic1.cookie });
    expect(forBasic.body.days[0]!.full).toContain('10:00');
    const direct = await book(basic1, slot.shopId, slot.date, '10:00');
    expect(direct.status).toBe(409);
    const mine = await app.request<WaitlistEntry>(`/api/waitlist/${slot.entries[2]}`, { cookie: premium.cookie });
    expect(mine.body).toMatchObject({ status: 'offered', offerExpiresAt: offer!.offerExpiresAt });

    // A second sweep makes no second offer for the slot.
    expect(slot.offersIn(await worker.sweep())).toEqual([]);
  });

  it('offers the place to the next in line when the hold runs out, and again when an offer is declined', async () => {
    const [first, second, third] = [await memberWithVehicle('first'), await memberWithVehicle('second'), await memberWithVehicle('third')];
    const slot = await fullSlot([first, second, third]);
    const clock = { at: new Date() };
    const worker = workerAt(clock);
    await slot.cancel();
    expect(slot.offersIn(await worker.sweep())).toEqual([slot.entries[0]]);

    clock.at = new Date(clock.at.getTime() + 29 * 60_000);
    expect(slot.offersIn(await worker.sweep())).toEqual([]);
    clock.at = new Date(clock.at.getTime() + 60_000);
    expect(slot.offersIn(await worker.sweep())).toEqual([slot.entries[1]]);
    expect((await entryOf(slot.entries[0]!)).status).toBe('expired');
    const late = await claim(first, slot.entries[0]!);
    expect(late.status).toBe(409);

    const declined = await app.request(`/api/waitlist/${slot.entries[1]}/decline`, { method: 'POST', cookie: second.cookie });
    expect(declined.status).toBe(204);
    expect(slot.offersIn(await worker.sweep())).toEqual([slot.entries[2]]);
    expect(await offerMails(third.email)).toHaveLength(1);
    // Declining what was never offered is refused.
    const none = await app.request(`/api/waitlist/${slot.entries[1]}/decline`, { method: 'POST', cookie: second.cookie });
    expect(none.status).toBe(409);
  });

  it('lets exactly one of 20 members claim an offered slot: the member it is offered to, once', async () => {
    const members = [];
    for (let i = 0; i < 20; i++) members.push(await memberWithVehicle(`claimer${i}`));
    const offered = members[7]!;
    const slot = await fullSlot([offered]);
    await slot.cancel();
    await app.waitlistOffers.sweep();
    const entryId = slot.entries[0]!;

    // Everyone claims the offered entry at once, and the offered member twice more.
    const results = await Promise.all([...members, offered, offered].map((m) => claim(m, entryId)));
    const won = results.filter((r) => r.status === 201);
    expect(won).toHaveLength(1);
    expect(results.filter((r) => r.status === 404)).toHaveLength(19);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(won[0]!.body).toMatchObject({ appointmentDate: slot.date, appointmentTime: '10:00', status: 'scheduled', additionalDetails: 'From the waitlist' });

    const inSlot = await app.db
      .select({ userId: appointments.userId })
      .from(appointments)
      .where(and(eq(appointments.shopId, slot.shopId), eq(appointments.appointmentDate, slot.date), eq(appointments.status, 'scheduled')));
    expect(inSlot).toEqual([{ userId: offered.id }]);
    expect(await entryOf(entryId)).toMatchObject({ status: 'booked', appointmentId: won[0]!.body.id });
    expect((await app.request<WaitlistEntry[]>('/api/waitlist', { cookie: offered.cookie })).body).toEqual([]);
  });

  it('makes each offer once with two instances sweeping at the same moment', async () => {
    const [w1, w2] = [await memberWithVehicle('twin1'), await memberWithVehicle('twin2')];
    const slot = await fullSlot([w1, w2]);
    await slot.cancel();
    const clock = { at: new Date() };
    const [a, b] = [workerAt(clock), workerAt(clock)];
    // Each worker runs one sweep at a time (a second call joins the first), so two rounds of both at once.
    const first = await Promise.all([a.sweep(), b.sweep()]);
    const second = await Promise.all([a.sweep(), b.sweep()]);
    expect(slot.offersIn([...first, ...second].flat())).toEqual([slot.entries[0]]);
    const offeredRows = await app.db
      .select({ id: waitlistEntries.id })
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.shopId, slot.shopId), eq(waitlistEntries.status, 'offered')));
    expect(offeredRows).toHaveLength(1);
    expect(await offerMails(w1.email)).toHaveLength(1);
    expect(await offerMails(w2.email)).toHaveLength(0);
  });

  it('never offers a slot a closure takes, even when its cancellations free places', async () => {
    const waiter = await memberWithVehicle('closed');
    const slot = await fullSlot([waiter]);
    await app.db.insert(shopClosures).values({ shopId: slot.shopId, startDate: slot.date, endDate: slot.date, reason: 'Renovation' });
    await slot.cancel();
    expect(slot.offersIn(await workerAt({ at: new Date() }).sweep())).toEqual([]);
    expect((await entryOf(slot.entries[0]!)).status).toBe('waiting');
  });

  it('offers a place when the shop raises its capacity', async () => {
    const waiter = await memberWithVehicle('capacity');
    const slot = await fullSlot([waiter]);
    const worker = workerAt({ at: new Date() });
    expect(slot.offersIn(await worker.sweep())).toEqual([]);
    await app.db.update(shops).set({ slotCapacity: 2 }).where(eq(shops.id, slot.shopId));
    expect(slot.offersIn(await worker.sweep())).toEqual(slot.entries);
  });

  it('lets a member leave their own entry only; another member gets 404', async () => {
    const [owner, other] = [await memberWithVehicle('owner'), await memberWithVehicle('other')];
    const slot = await fullSlot([owner]);
    const id = slot.entries[0]!;
    expect((await app.request(`/api/waitlist/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await app.request(`/api/waitlist/${id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);
    expect((await entryOf(id)).status).toBe('waiting');
    expect((await app.request(`/api/waitlist/${id}`, { method: 'DELETE', cookie: owner.cookie })).status).toBe(204);
    expect((await app.request<WaitlistEntry[]>('/api/waitlist', { cookie: owner.cookie })).body).toEqual([]);
  });
});
