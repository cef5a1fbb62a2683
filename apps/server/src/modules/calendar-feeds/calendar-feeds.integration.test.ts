import type { AppointmentDetails } from '@drivecare/contract/appointments';
import type { CalendarFeedLink } from '@drivecare/contract/calendar-feeds';
import { eq } from 'drizzle-orm';
import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema/calendar-feeds.ts';
import { services, shops, type WeeklySchedule } from '../../db/schema/catalogue.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();
const TZ = app.env.CLUB_TIMEZONE;
const admin = await createAdmin(app);

const day = { open: '08:00', close: '18:00', enabled: true };
const schedule = Object.fromEntries(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, day])) as WeeklySchedule;
const [shop] = await app.db
  .insert(shops)
  .values({ name: 'Feed Garage', address: '3 Pier Street', city: 'Boston', state: 'MA', zipCode: '02110', schedule, slotCapacity: 20 })
  .returning({ id: shops.id });
const [service] = await app.db.select({ id: services.id, name: services.name }).from(services).where(eq(services.isActive, true)).limit(1);

const shiftDays = (iso: string, days: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const weekdayFrom = (iso: string): string => ([0, 6].includes(new Date(`${iso}T12:00:00Z`).getUTCDay()) ? weekdayFrom(shiftDays(iso, 1)) : iso);
const inDays = (n: number) => weekdayFrom(shiftDays(todayInZone(TZ), n));

async function memberWithVehicle(prefix = 'feed') {
  const member = await createMember(app, prefix);
  const vehicle = await app.request<{ id: string }>('/api/vehicles', { cookie: member.cookie, body: { make: 'Mazda', model: 'CX-5', year: 2022 } });
  return { ...member, vehicleId: vehicle.body.id };
}
type Member = Awaited<ReturnType<typeof memberWithVehicle>>;

async function book(m: Member, date: string, time: string) {
  const res = await app.request<AppointmentDetails>('/api/appointments', {
    cookie: m.cookie,
    body: { vehicleId: m.vehicleId, serviceIds: [service!.id], shopId: shop!.id, date, time },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** The feed a webcal:// link points at, fetched as a calendar app would (no cookie), and parsed with node-ical. */
async function fetchFeed(url: string) {
  const path = new URL(url.replace(/^webcal:/, 'http:')).pathname;
  const res = await app.app.request(path);
  const text = await res.text();
  const events = res.status === 200 ? Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === 'VEVENT') : [];
  return { res, text, events };
}

const post = <T>(path: string, cookie: string) => app.request<T>(path, { method: 'POST', cookie });

describe("a member's calendar feed", () => {
  it('gives a private webcal link whose feed parses, follows a reschedule with the invite UID and SEQUENCE, and leaves out cancellations', async () => {
    const m = await memberWithVehicle();
    expect((await app.request<CalendarFeedLink>('/api/calendar-feed', { cookie: m.cookie })).body).toEqual({ url: null });
    const made = await post<CalendarFeedLink>('/api/calendar-feed', m.cookie);
    expect(made.status).toBe(201);
    const url = made.body.url!;
    expect(url).toMatch(/^webcal:\/\/localhost:3000\/api\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/);
    // The same link every time it is asked for, and the token itself is not what is stored.
    expect((await app.request<CalendarFeedLink>('/api/calendar-feed', { cookie: m.cookie })).body.url).toBe(url);
    expect((await post<CalendarFeedLink>('/api/calendar-feed', m.cookie)).status).toBe(200);
    const token = /feeds\/(.+)\.ics$/.exec(url)![1]!;
    const [stored] = await app.db.select().from(calendarFeeds).where(eq(calendarFeeds.tokenHash, token));
    expect(stored).toBeUndefined();

    const first = inDays(8);
    const kept = await book(m, first, '09:00');
    const dropped = await book(m, inDays(9), '11:00');
    expect((await post(`/api/appointments/${dropped.id}/cancel`, m.cookie)).status).toBe(200);

    const before = await fetchFeed(url);
    expect(before.res.status).toBe(200);
    expect(before.res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(before.text).not.toContain('METHOD:');
    expect(before.events.map((e) => e.uid)).toEqual([`appointment-${kept.id}@localhost`]);
    expect(Number(before.events[0]!.sequence)).toBe(0);
    expect((before.events[0]!.start as Date & { tz?: string }).tz).toBe(TZ);
    expect(before.events[0]!.summary).toContain(service!.name);

    const moved = inDays(10);
    const res = await app.request(`/api/appointments/${kept.id}`, { method: 'PATCH', cookie: m.cookie, body: { date: moved, time: '15:00', additionalDetails: null } });
    expect(res.status).toBe(200);
    const after = await fetchFeed(url);
    expect(after.events).toHaveLength(1);
    expect(after.events[0]!.uid).toBe(before.events[0]!.uid);
    expect(Number(after.events[0]!.sequence)).toBe(1);
    expect(after.text).toContain(`DTSTART;TZID=${TZ}:${moved.replaceAll('-', '')}T150000`);
    expect(after.text).not.toBe(before.text);
  });

  it("'Reset link' revokes the old link (404), and another member's token shows nothing of this one", async () => {
    const m = await memberWithVehicle();
    const other = await memberWithVehicle('feed-other');
    await book(m, inDays(12), '10:00');
    const old = (await post<CalendarFeedLink>('/api/calendar-feed', m.cookie)).body.url!;
    const otherUrl = (await post<CalendarFeedLink>('/api/calendar-feed', other.cookie)).body.url!;
    expect((await fetchFeed(old)).events).toHaveLength(1);
    expect((await fetchFeed(otherUrl)).events).toHaveLength(0);

    const reset = await post<CalendarFeedLink>('/api/calendar-feed/reset', m.cookie);
    expect(reset.status).toBe(200);
    expect(reset.body.url).not.toBe(old);
    const gone = await fetchFeed(old);
    expect(gone.res.status).toBe(404);
    expect(JSON.parse(gone.text)).toEqual({ error: { code: 'NOT_FOUND', message: 'Calendar feed not found' } });
    expect((await fetchFeed(reset.body.url!)).events).toHaveLength(1);
    expect((await fetchFeed(old.replace(/.{6}\.ics$/, 'AAAAAA.ics'))).res.status).toBe(404);
    expect((await app.app.request('/api/calendar-feeds/not-a-token')).status).toBe(404);
  });
});

describe("a shop's calendar feed", () => {
  it("lists the shop's bookings for the staff with the member's name, and resets", async () => {
    const m = await memberWithVehicle('shopfeed');
    const booked = await book(m, inDays(14), '13:00');
    const path = `/api/admin/shops/${shop!.id}/calendar-feed`;
    expect((await app.request<CalendarFeedLink>(path, { cookie: admin.cookie })).body).toEqual({ url: null });
    const url = (await post<CalendarFeedLink>(path, admin.cookie)).body.url!;
    const feed = await fetchFeed(url);
    const event = feed.events.find((e) => e.uid === `appointment-${booked.id}@localhost`);
    expect(event?.summary).toContain(`${service!.name}: `);
    expect(event?.summary).toContain('(2022 Mazda CX-5)');
    expect(feed.text).toContain('X-WR-CALNAME:Feed Garage');

    const reset = (await post<CalendarFeedLink>(`${path}/reset`, admin.cookie)).body.url!;
    expect((await fetchFeed(url)).res.status).toBe(404);
    expect((await fetchFeed(reset)).res.status).toBe(200);
    expect((await app.request(`/api/admin/shops/${'0'.repeat(8)}-0000-4000-8000-000000000000/calendar-feed`, { cookie: admin.cookie })).status).toBe(404);
    expect((await app.request(path, { cookie: m.cookie })).status).toBe(403);
  });
});
