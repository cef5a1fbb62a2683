import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { billingAccounts, paymentEvents } from '../../db/schema/payments.ts';
import { profiles } from '../../db/schema/profiles.ts';

const accountColumns = {
  userId: billingAccounts.userId,
  customerId: billingAccounts.stripeCustomerId,
  subscriptionId: billingAccounts.stripeSubscriptionId,
  subscriptionStatus: billingAccounts.subscriptionStatus,
  cancelAtPeriodEnd: billingAccounts.cancelAtPeriodEnd,
};
export type BillingAccount = NonNullable<Awaited<ReturnType<typeof findBillingAccount>>>;

export async function findBillingAccount(db: DbOrTx, userId: string) {
  const [row] = await db.select(accountColumns).from(billingAccounts).where(eq(billingAccounts.userId, userId));
  return row ?? null;
}

export async function findBillingAccountByCustomer(db: DbOrTx, customerId: string) {
  const [row] = await db
    .select(accountColumns)
    .from(billingAccounts)
    .where(eq(billingAccounts.stripeCustomerId, customerId));
  return row ?? null;
}

/** The row as it is now, locked until the transaction ends, so two events for one member apply one after the other. */
export async function lockBillingAccount(tx: DbOrTx, userId: string) {
  const [row] = await tx.select(accountColumns).from(billingAccounts).where(eq(billingAccounts.userId, userId)).for('update');
  return row ?? null;
}

/** Remembers the member's customer; when one is already stored (a race), that one wins. */
export async function insertBillingAccount(db: DbOrTx, p: { userId: string; customerId: string }) {
  await db
    .insert(billingAccounts)
    .values({ userId: p.userId, stripeCustomerId: p.customerId })
    .onConflictDoNothing({ target: billingAccounts.userId });
  return findBillingAccount(db, p.userId);
}

export async function updateSubscriptionState(
  db: DbOrTx,
  p: { userId: string; subscriptionId: string; status: string; cancelAtPeriodEnd: boolean; currentPeriodEnd: Date },
) {
  await db
    .update(billingAccounts)
    .set({
      stripeSubscriptionId: p.subscriptionId,
      subscriptionStatus: p.status,
      cancelAtPeriodEnd: p.cancelAtPeriodEnd,
      currentPeriodEnd: p.currentPeriodEnd,
      updatedAt: sql`now()`,
    })
    .where(eq(billingAccounts.userId, p.userId));
}

export async function eventSeen(db: DbOrTx, eventId: string): Promise<boolean> {
  const rows = await db.select({ id: paymentEvents.eventId }).from(paymentEvents).where(eq(paymentEvents.eventId, eventId));
  return rows.length > 0;
}

/** true the first time an event id is recorded; false for a replay or a concurrent duplicate. */
export async function recordEvent(db: DbOrTx, p: { eventId: string; type: string }): Promise<boolean> {
  const rows = await db
    .insert(paymentEvents)
    .values(p)
    .onConflictDoNothing({ target: paymentEvents.eventId })
    .returning({ id: paymentEvents.eventId });
  return rows.length > 0;
}

export async function findMembership(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      level: profiles.membershipLevel,
      expiration: profiles.membershipExpiration,
      subscriptionStatus: billingAccounts.subscriptionStatus,
      cancelAtPeriodEnd: billingAccounts.cancelAtPeriodEnd,
    })
    .from(profiles)
    .leftJoin(billingAccounts, eq(billingAccounts.userId, profiles.userId))
    .where(eq(profiles.userId, userId));
  return row ?? null;
}

export async function updateMembershipLevel(
  db: DbOrTx,
  p: { userId: string; level: 'basic' | 'premium'; expiration: string | null },
) {
  await db
    .update(profiles)
    .set({ membershipLevel: p.level, membershipExpiration: p.expiration, updatedAt: sql`now()` })
    .where(eq(profiles.userId, p.userId));
}
