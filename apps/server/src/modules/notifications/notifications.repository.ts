import { and, eq, notExists, sql } from 'drizzle-orm';
import type { NotificationChannel, NotificationKind, PushMessage, PushSubscriptionInput } from '@drivecare/contract/notifications';
import type { DbOrTx } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { notificationOptOuts, pushOutbox, pushSubscriptions } from '../../db/schema/push.ts';

export async function listOptOuts(db: DbOrTx, userId: string) {
  return db.select({ kind: notificationOptOuts.kind, channel: notificationOptOuts.channel }).from(notificationOptOuts).where(eq(notificationOptOuts.userId, userId));
}

export async function optedOutChannels(tx: DbOrTx, userId: string, kind: NotificationKind): Promise<Set<string>> {
  const rows = await tx
    .select({ channel: notificationOptOuts.channel })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.userId, userId), eq(notificationOptOuts.kind, kind)));
  return new Set(rows.map((r) => r.channel));
}

export async function setOptOut(db: DbOrTx, p: { userId: string; kind: NotificationKind; channel: NotificationChannel; optedOut: boolean }) {
  if (p.optedOut) {
    await db.insert(notificationOptOuts).values({ userId: p.userId, kind: p.kind, channel: p.channel }).onConflictDoNothing();
  } else {
    await db
      .delete(notificationOptOuts)
      .where(and(eq(notificationOptOuts.userId, p.userId), eq(notificationOptOuts.kind, p.kind), eq(notificationOptOuts.channel, p.channel)));
  }
}

export async function userExists(db: DbOrTx, userId: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  return !!row;
}

/** The browser's subscription, now the caller's: a browser signed into another account before belongs to this one. */
export async function upsertSubscription(db: DbOrTx, userId: string, s: PushSubscriptionInput) {
  await db
    .insert(pushSubscriptions)
    .values({ userId, endpoint: s.endpoint, p256dh: s.keys.p256dh, auth: s.keys.auth })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: s.keys.p256dh, auth: s.keys.auth, createdAt: sql`now()` },
    });
}

export async function deleteOwnSubscription(db: DbOrTx, userId: string, endpoint: string) {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

export async function countOwnSubscriptions(db: DbOrTx, userId: string) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  return row?.n ?? 0;
}

const notOptedOut = (kind: NotificationKind) =>
  notExists(
    sql`(select 1 from ${notificationOptOuts} where ${notificationOptOuts.userId} = ${pushSubscriptions.userId}
      and ${notificationOptOuts.kind} = ${kind} and ${notificationOptOuts.channel} = 'push')`,
  );

const INSERT_CHUNK = 1000;

async function queuePushTo(tx: DbOrTx, subscriptionIds: string[], message: PushMessage) {
  for (let i = 0; i < subscriptionIds.length; i += INSERT_CHUNK) {
    await tx.insert(pushOutbox).values(subscriptionIds.slice(i, i + INSERT_CHUNK).map((subscriptionId) => ({ subscriptionId, message })));
  }
  return subscriptionIds.length;
}

/** One push_outbox row per browser of the account, none when it turned this kind's pushes off. */
export async function queuePushFor(tx: DbOrTx, userId: string, message: PushMessage) {
  const targets = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), notOptedOut(message.kind)));
  return queuePushTo(tx, targets.map((t) => t.id), message);
}

/** The same for every subscribed browser of every account that did not turn this kind off (announcements). */
export async function queuePushForEveryone(tx: DbOrTx, message: PushMessage) {
  const targets = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(notOptedOut(message.kind));
  return queuePushTo(tx, targets.map((t) => t.id), message);
}
