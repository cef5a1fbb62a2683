import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox, type NewOutboxRow } from '../../db/schema/mail.ts';
import { createBackgroundTask, type RunListener } from '../../lib/background-task.ts';
import type { Logger } from '../../logger.ts';
import type { MailTransport, OutgoingMail } from './mail-transport.ts';

const BATCH_SIZE = 20;
const MAX_ATTEMPTS = 8;
// A claimed row whose sender died becomes due again once this lease has passed.
const LEASE_SECONDS = 60;
const NUDGE_DELAY_MS = 25;
const DRAIN_FAILED = 'mail drain failed';

export interface Mailer {
  readonly transportKind: MailTransport['kind'];
  /** Writes the message to the outbox (inside `tx` when given) and nudges delivery; never blocks on sending. Returns its id. */
  enqueue(dbOrTx: DbOrTx, mail: OutgoingMail): Promise<string>;
  /** The outbox row of a message, for a caller that writes it within a statement of its own; `nudge()` once it is written. */
  outboxRow(mail: OutgoingMail): NewOutboxRow;
  /** Delivery soon, after a message was written to the outbox. */
  nudge(): void;
  /** Claims due messages and delivers them; returns how many were sent. */
  drain(): Promise<number>;
  start(intervalMs?: number): void;
  stop(): Promise<void>;
  /** Told after every drain (the job metrics). */
  observe(listener: RunListener): void;
}

export interface MailerOptions {
  /** Seconds a claim holds a message before another worker may take it (default 60). */
  leaseSeconds?: number;
  /** Attempts before a message is marked dead (default 8). */
  maxAttempts?: number;
  /** Seconds to wait before the next attempt after `attempts` failures (default 5·2^attempts, at most an hour). */
  backoffSeconds?: (attempts: number) => number;
  /**
   * Whether this process delivers soon after an enqueue (default true). A `web` process only writes to the
   * outbox: delivery is the worker's, which finds the message on its next poll.
   */
  deliversHere?: boolean;
}

const defaultBackoff = (attempts: number) => Math.min(2 ** attempts * 5, 3600);

export function createMailer(deps: { db: Db; transport: MailTransport; from: string; log: Logger } & MailerOptions): Mailer {
  const { db, transport, from, log } = deps;
  const leaseSeconds = deps.leaseSeconds ?? LEASE_SECONDS;
  const maxAttempts = deps.maxAttempts ?? MAX_ATTEMPTS;
  const backoff = deps.backoffSeconds ?? defaultBackoff;
  const deliversHere = deps.deliversHere ?? true;

  async function claimBatch() {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          or(eq(mailOutbox.status, 'pending'), eq(mailOutbox.status, 'sending')),
          lte(mailOutbox.nextAttemptAt, sql`now()`),
        ),
      )
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(BATCH_SIZE)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        status: 'sending',
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  async function drainOnce(): Promise<number> {
    const rows = await claimBatch();
    const sent: string[] = [];
    for (const row of rows) {
      try {
        await transport.deliver({ ...row, from });
        sent.push(row.id);
      } catch (err) {
        const dead = row.attempts >= maxAttempts;
        const backoffSeconds = backoff(row.attempts);
        log.warn({ err, mailId: row.id, attempts: row.attempts, dead }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({
            status: dead ? 'dead' : 'pending',
            lastError: err instanceof Error ? err.message.slice(0, 500) : String(err),
            nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
          })
          .where(eq(mailOutbox.id, row.id));
      }
    }
    // The batch's deliveries marked in one statement; should it fail, their lease runs out and they go again.
    if (sent.length > 0) await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date(), lastError: null }).where(inArray(mailOutbox.id, sent));
    return sent.length;
  }

  // One drain at a time per process; SKIP LOCKED keeps several processes apart.
  const draining = createBackgroundTask(drainOnce, { log, failure: DRAIN_FAILED, intervalMs: 2000 });
  const drain = draining.run;

  // A nudge only, shortly after the enqueue: the caller's transaction has usually committed by then (before it,
  // the row is not visible), and a burst of messages is delivered by one drain. The interval picks up the rest.
  let nudged: NodeJS.Timeout | undefined;
  function nudge() {
    if (nudged || !deliversHere) return;
    nudged = setTimeout(() => {
      nudged = undefined;
      void drain().catch((err: unknown) => log.error({ err }, DRAIN_FAILED));
    }, NUDGE_DELAY_MS);
    nudged.unref();
  }

  const outboxRow = (mail: OutgoingMail): NewOutboxRow => ({
    to: mail.to.toLowerCase(),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments ?? [],
    headers: mail.headers ?? {},
  });

  return {
    transportKind: transport.kind,
    async enqueue(dbOrTx, mail) {
      const [row] = await dbOrTx.insert(mailOutbox).values(outboxRow(mail)).returning({ id: mailOutbox.id });
      nudge();
      return row!.id;
    },
    outboxRow,
    nudge,
    drain,
    start: draining.start,
    observe: draining.observe,
    async stop() {
      if (nudged) clearTimeout(nudged);
      nudged = undefined;
      await draining.stop();
    },
  };
}
