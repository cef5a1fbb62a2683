import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/mail.ts';

export interface OutboxBacklog {
  pending: number;
  dead: number;
  oldestPendingSeconds: number;
}

/** One pass over the undelivered rows (the status index), not over the sent ones. */
export async function readOutboxBacklog(db: Db): Promise<OutboxBacklog> {
  const waiting = sql`${mailOutbox.status} in ('pending', 'sending')`;
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${waiting}))::int`,
      dead: sql<number>`(count(*) filter (where ${mailOutbox.status} = 'dead'))::int`,
      oldestPendingSeconds: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${waiting})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ['pending', 'sending', 'dead']));
  return { pending: Number(row?.pending ?? 0), dead: Number(row?.dead ?? 0), oldestPendingSeconds: Number(row?.oldestPendingSeconds ?? 0) };
}
