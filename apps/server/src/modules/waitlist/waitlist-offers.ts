import { OFFER_HOLD_MINUTES, waitlistOfferPath, type WaitlistOfferEvent } from '@drivecare/contract/waitlist';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { waitlistOfferMail, type MailBrand } from '../../adapters/mail/templates.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { Db } from '../../db/client.ts';
import { createBackgroundTask, type RunListener } from '../../lib/background-task.ts';
import { longWhen, timeInZone, todayInZone } from '../../lib/club-time.ts';
import type { Logger } from '../../logger.ts';
import { openSlots } from '../appointments/availability.ts';
import type { Notifier } from '../notifications/notifier.ts';
import * as repo from './waitlist.repository.ts';

export interface WaitlistOfferDeps {
  db: Db;
  mailer: Mailer;
  notifier: Notifier;
  brand: MailBrand;
  timeZone: string;
  log: Logger;
  /** Offered members who are signed in hear of it at once. */
  realtime?: Realtime;
  /** For tests: the clock offers are made and expire by. */
  now?: () => Date;
}

export interface WaitlistOffers {
  /** Expires offers whose hold ran out, then offers every slot with a free place to its first in line; returns the offers made. */
  sweep(): Promise<WaitlistOfferEvent[]>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  observe(listener: RunListener): void;
}

const HOLD_MS = OFFER_HOLD_MINUTES * 60_000;

/**
 * The waitlist's offer job (decision record 0036). Nothing that frees a place (a cancellation, a move, a closure, a
 * raised capacity) writes anything for the waitlist: this sweep finds slots with someone waiting, no open offer and a
 * free place, under an advisory lock (one instance sweeps at a time) and the shops' row locks (the lock bookings
 * take, so no booking slips into the place between the count and the offer). The unique index on open offers per
 * slot stands behind both. The offer mail goes to the outbox in the same transaction.
 */
export function createWaitlistOffers(deps: WaitlistOfferDeps): WaitlistOffers {
  const { db, timeZone } = deps;
  const now = () => deps.now?.() ?? new Date();

  async function sweepOnce(): Promise<WaitlistOfferEvent[]> {
    const at = now();
    const today = todayInZone(timeZone, at);
    const nowTime = timeInZone(timeZone, at);
    const expiresAt = new Date(at.getTime() + HOLD_MS);
    const offers = await db.transaction(async (tx) => {
      if (!(await repo.tryLockOfferSweep(tx))) return [];
      await repo.expireOffers(tx, at);
      const shops = await repo.lockShopsWithWaiting(tx, today);
      if (shops.length === 0) return [];
      const byId = new Map(shops.map((s) => [s.id, s]));
      const lines = await repo.firstInLine(tx, { shopIds: shops.map((s) => s.id), today });
      const offerable = lines.filter((l) => {
        const shop = byId.get(l.shopId);
        if (!shop || l.taken >= shop.slotCapacity) return false;
        const verdict = openSlots(l.date, { schedule: shop.schedule, today, nowTime, closures: l.closures });
        return verdict.ok && verdict.slots.includes(l.time);
      });
      const offered = await repo.markOffered(tx, { ids: offerable.map((l) => l.id), now: at, expiresAt });
      if (offered.length === 0) return [];
      const facts = new Map((await repo.offerMailFacts(tx, offered.map((o) => o.id))).map((f) => [f.id, f]));
      const until = timeInZone(timeZone, expiresAt);
      const events: (WaitlistOfferEvent & { userId: string })[] = [];
      for (const o of offered) {
        const f = facts.get(o.id);
        if (!f) continue;
        const when = longWhen(o.date, o.time);
        const claimUrl = `${deps.brand.appUrl}${waitlistOfferPath(o.id)}`;
        await deps.notifier.notify(tx, {
          userId: o.userId,
          kind: 'waitlist-offers',
          mail: waitlistOfferMail(deps.brand, f.email, { when, shopName: f.shopName, until: twelveHour(until), claimUrl }),
          push: { title: 'A place has opened up', body: `${when} at ${f.shopName}: claim it within ${OFFER_HOLD_MINUTES} minutes`, url: waitlistOfferPath(o.id) },
        });
        events.push({ userId: o.userId, entryId: o.id, shopName: f.shopName, date: o.date, time: o.time, offerExpiresAt: expiresAt.toISOString() });
      }
      return events;
    });
    if (offers.length > 0) deps.mailer.nudge();
    for (const { userId, ...data } of offers) {
      await deps.realtime?.publish({ type: 'waitlist', userId, data: { ...data } });
    }
    return offers.map(({ userId: _userId, ...data }) => data);
  }

  const task = createBackgroundTask(sweepOnce, { log: deps.log, failure: 'waitlist offer sweep failed', intervalMs: 10_000 });
  return { sweep: task.run, start: task.start, stop: task.stop, observe: task.observe };
}

const twelveHour = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h! % 12 === 0 ? 12 : h! % 12}:${String(m).padStart(2, '0')} ${h! < 12 ? 'AM' : 'PM'}`;
};
