import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pushOutbox, pushSubscriptions } from '../../db/schema/push.ts';
import { createBackgroundTask, type RunListener } from '../../lib/background-task.ts';
import type { Logger } from '../../logger.ts';
import type { PushService } from './push-service.ts';

const BATCH_SIZE = 50;
const MAX_ATTEMPTS = 6;
const LEASE_SECONDS = 60;
const NUDGE_DELAY_MS = 25;
const DRAIN_FAILED = 'push drain failed';

/** The push half of the outbox: rows of push_outbox, delivered as the mailer delivers mail_outbox. */
export interface Pusher {
  /** The VAPID public key browsers subscribe with; null when pushes are off (no keys). */
  readonly publicKey: string | null;
  /** Delivery soon, after rows were written to push_outbox. */
  nudge(): void;
  /** Claims due pushes and delivers them; returns how many the push service accepted. */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  observe(listener: RunListener): void;
}

export interface PusherOptions {
  leaseSeconds?: number;
  maxAttempts?: number;
  backoffSeconds?: (attempts: number) => number;
  /** As for the mailer: a `web` process only writes rows, the worker delivers them. */
  deliversHere?: boolean;
}

const defaultBackoff = (attempts: number) => Math.min(2 ** attempts * 5, 3600);

export function createPusher(deps: { db: Db; service: PushService | null; log: Logger } & PusherOptions): Pusher {
  const { db, service, log } = deps;
  const leaseSeconds = deps.leaseSeconds ?? LEASE_SECONDS;
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const backoff = deps.backoffSeconds ?? defaultBackoff;
  const deliversHere = deps.deliversHere ?? true;

  async function claimBatch() {
    const due = db
      .select({ id: pushOutbox.id })
      .from(pushOutbox)
      .where(and(or(eq(pushOutbox.status, 'pending'), eq(pushOutbox.status, 'sending')), lte(pushOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(pushOutbox.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(pushOutbox)
      .set({ status: 'sending', attempts: sql`${pushOutbox.attempts} + 1`, nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})` })
      .where(inArray(pushOutbox.id, due))
      .returning({ id: pushOutbox.id, subscriptionId: pushOutbox.subscriptionId, message: pushOutbox.message, attempts: pushOutbox.attempts });
    if (claimed.length === 0) return [];
    const targets = await db
      .select()
      .from(pushSubscriptions)
      .where(inArray(pushSubscriptions.id, [...new Set(claimed.map((r) => r.subscriptionId))]));
    const byId = new Map(targets.map((t) => [t.id, t]));
    return claimed.flatMap((row) => {
      const target = byId.get(row.subscriptionId);
      return target ? [{ ...row, target }] : [];
    });
  }

  async function failed(row: { id: string; attempts: number }, err: unknown) {
    const dead = row.attempts >= maxAttempts;
    log.warn({ err, pushId: row.id, attempts: row.attempts, dead }, 'push delivery failed');
    await db
      .update(pushOutbox)
      .set({
        status: dead ? 'dead' : 'pending',
        lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
        nextAttemptAt: sql`now() + make_interval(secs => ${backoff(row.attempts)})`,
      })
      .where(eq(pushOutbox.id, row.id));
  }

  async function drainOnce(): Promise<number> {
    if (!service) return 0;
    const rows = await claimBatch();
    const sent: string[] = [];
    for (const row of rows) {
      try {
        const outcome = await service.deliver(row.target, row.message);
        // The browser unsubscribed or the push service dropped it: the subscription goes, and its queued pushes with it.
        if (outcome === 'gone') await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, row.subscriptionId));
        else sent.push(row.id);
      } catch (err) {
        await failed(row, err);
      }
    }
    if (sent.length > 0) await db.update(pushOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(inArray(pushOutbox.id, sent));
    return sent.length;
  }

  const draining = createBackgroundTask(drainOnce, { log, failure: DRAIN_FAILED, intervalMs: 2000 });
  let nudged: NodeJS.Timeout | undefined;
  function nudge() {
    if (nudged || !deliversHere || !service) return;
    nudged = setTimeout(() => {
      nudged = undefined;
      void draining.run().catch((err: unknown) => log.error({ err }, DRAIN_FAILED));
    }, NUDGE_DELAY_MS);
    nudged.unref();
  }

  return {
    publicKey: service?.publicKey ?? null,
    nudge,
    drain: draining.run,
    start: draining.start,
    observe: draining.observe,
    async stop() {
      if (nudged) clearTimeout(nudged);
      nudged = undefined;
      await draining.stop();
    },
  };
}
