import {
  outboxMessages as msg,
  outboxStatuses,
  type OutboxMessage,
  type OutboxOverview,
  type OutboxStatus,
} from '@drivecare/contract/outbox';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';
import { conflict, notFound } from '../../lib/app-error.ts';

const LIST_LIMIT = 50;

const columns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
  sentAt: mailOutbox.sentAt,
};

type Row = Omit<typeof mailOutbox.$inferSelect, 'text' | 'html' | 'attachments' | 'headers'>;

const toMessage = (r: Row): OutboxMessage => ({
  ...r,
  status: r.status as OutboxStatus,
  createdAt: r.createdAt.toISOString(),
  nextAttemptAt: r.nextAttemptAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
});

/** Counts per status and the newest messages (of one status when given), for the admin Outbox view. */
export async function getOutbox(db: Db, status?: OutboxStatus): Promise<OutboxOverview> {
  const [grouped, rows] = await Promise.all([
    db.select({ status: mailOutbox.status, n: count() }).from(mailOutbox).groupBy(mailOutbox.status),
    db
      .select(columns)
      .from(mailOutbox)
      .where(status ? eq(mailOutbox.status, status) : undefined)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(LIST_LIMIT),
  ]);
  const counts = Object.fromEntries(outboxStatuses.map((s) => [s, 0])) as Record<OutboxStatus, number>;
  for (const g of grouped) if (g.status in counts) counts[g.status as OutboxStatus] = Number(g.n);
  return { counts, messages: rows.map(toMessage) };
}

/** Gives a dead message a fresh set of attempts, due now. */
export async function retryDeadMessage(db: Db, id: string): Promise<OutboxMessage> {
  const [row] = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'dead')))
    .returning(columns);
  if (row) return toMessage(row);
  const [exists] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!exists) throw notFound(msg.notFound);
  throw conflict(msg.notDead);
}
