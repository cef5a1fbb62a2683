import { createHash, createHmac, randomUUID } from 'node:crypto';
import { calendarFeedMessages as msg, type CalendarFeedLink } from '@drivecare/contract/calendar-feeds';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { calendarText, type CalendarEvent } from '../../lib/icalendar.ts';
import { appointmentEvent, type AppointmentForMail } from '../appointments/appointment-mails.ts';
import type { CalendarFeedsDeps } from './calendar-feeds.deps.ts';
import * as repo from './calendar-feeds.repository.ts';
import type { FeedOwner } from './calendar-feeds.repository.ts';

/** Calendar apps are asked to fetch the feed again every hour. */
const REFRESH_SECONDS = 3_600;
/** A shop's feed starts this many days back: enough for the recent past without the shop's whole history. */
const SHOP_FEED_DAYS_BACK = 90;

/** The token in a feed's URL: unguessable without the server's secret, and the same every time it is shown. */
const tokenOf = (deps: CalendarFeedsDeps, feedId: string) => createHmac('sha256', deps.linkSecret).update(`calendar-feed:${feedId}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** webcal:// makes the browser hand the link to the calendar app, which subscribes to it. */
function feedUrl(deps: CalendarFeedsDeps, feedId: string) {
  const { host } = new URL(deps.brand.appUrl);
  return `webcal://${host}/api/calendar-feeds/${tokenOf(deps, feedId)}.ics`;
}

const newFeed = (deps: CalendarFeedsDeps) => {
  const id = randomUUID();
  return { id, tokenHash: hashOf(tokenOf(deps, id)) };
};

export async function feedLink(deps: CalendarFeedsDeps, owner: FeedOwner): Promise<CalendarFeedLink> {
  const feed = await repo.findFeedOf(deps.db, owner);
  return { url: feed ? feedUrl(deps, feed.id) : null };
}

/** The owner's link, made on first ask; asking again gives the same link. */
export async function ensureFeed(deps: CalendarFeedsDeps, owner: FeedOwner): Promise<{ link: CalendarFeedLink; created: boolean }> {
  const existing = await repo.findFeedOf(deps.db, owner);
  if (existing) return { link: { url: feedUrl(deps, existing.id) }, created: false };
  const feed = await repo.insertFeedIfMissing(deps.db, owner, newFeed(deps));
  return { link: { url: feedUrl(deps, feed!.id) }, created: true };
}

/** A new link in place of the old one, which from then on answers 404. */
export async function resetFeed(deps: CalendarFeedsDeps, owner: FeedOwner): Promise<CalendarFeedLink> {
  const feed = newFeed(deps);
  await deps.db.transaction(async (tx) => {
    await repo.deleteFeedOf(tx, owner);
    await repo.insertFeedIfMissing(tx, owner, feed);
  });
  return { url: feedUrl(deps, feed.id) };
}

const memberOwner = (userId: string): FeedOwner => ({ userId });
export const getMemberFeedLink = (deps: CalendarFeedsDeps, userId: string) => feedLink(deps, memberOwner(userId));
export const createMemberFeed = (deps: CalendarFeedsDeps, userId: string) => ensureFeed(deps, memberOwner(userId));
export const resetMemberFeed = (deps: CalendarFeedsDeps, userId: string) => resetFeed(deps, memberOwner(userId));

const shiftDays = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The staff's view of a booking: who comes, with what, for what. */
function shopEvent(deps: CalendarFeedsDeps, a: AppointmentForMail): CalendarEvent {
  const event = appointmentEvent(deps, a);
  const services = a.services.length ? a.services.join(', ') : 'Appointment';
  const vehicle = a.vehicleMake ? ` (${[a.vehicleYear, a.vehicleMake, a.vehicleModel].join(' ')})` : '';
  return { ...event, summary: `${services}: ${a.name}${vehicle}`, url: `${deps.brand.appUrl}/admin/appointments` };
}

/** The iCalendar text of the feed a token opens; 404 for a token no feed has (never made, or reset). */
export async function feedCalendar(deps: CalendarFeedsDeps & { db: Db }, token: string): Promise<string> {
  const feed = await repo.findFeedByTokenHash(deps.db, hashOf(token));
  if (!feed) throw notFound(msg.notFound);
  const base = { productName: deps.brand.productName, timeZone: deps.timeZone, refreshSeconds: REFRESH_SECONDS };
  if (feed.userId) {
    const rows = await repo.memberFeedAppointments(deps.db, feed.userId);
    return calendarText(rows.map((a) => appointmentEvent(deps, a)), { ...base, name: `${deps.brand.productName} appointments` });
  }
  const from = shiftDays(todayInZone(deps.timeZone), -SHOP_FEED_DAYS_BACK);
  const rows = await repo.shopFeedAppointments(deps.db, feed.shopId!, from);
  return calendarText(rows.map((a) => shopEvent(deps, a)), { ...base, name: `${feed.shopName}: ${deps.brand.productName}` });
}
