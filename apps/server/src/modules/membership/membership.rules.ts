import type { SubscriptionStatus } from '@drivecare/contract/membership';
import type { ProviderSubscription } from '../../adapters/payments/payments.ts';
import { todayInZone } from '../../lib/club-time.ts';

/** Statuses in which the plan is still the member's (paid, trial, or a renewal payment being retried). */
const LIVE_STATUSES = new Set(['active', 'trialing', 'past_due']);
const RENEWING_STATUSES = new Set(['active', 'trialing']);

export const isLive = (status: string | null | undefined) => !!status && LIVE_STATUSES.has(status);

/**
 * What a subscription, as the provider holds it now, grants. A paid or trial period gives Premium until it
 * ends; after a failed renewal payment access is kept through the last paid period (which ended when the
 * unpaid one started); cancelled at period end stays Premium until then; anything else is Basic.
 */
export function membershipFor(
  sub: ProviderSubscription,
  timeZone: string,
  now = new Date(),
): { level: 'basic' | 'premium'; expiration: string | null } {
  const today = todayInZone(timeZone, now);
  let paidThrough: Date | null = null;
  if (RENEWING_STATUSES.has(sub.status)) paidThrough = sub.currentPeriodEnd;
  else if (sub.status === 'past_due') paidThrough = sub.currentPeriodStart;
  if (!paidThrough) return { level: 'basic', expiration: null };
  const expiration = todayInZone(timeZone, paidThrough);
  return expiration >= today ? { level: 'premium', expiration } : { level: 'basic', expiration: null };
}

/** The check-subscription answer from what the database holds. */
export function subscriptionStatusOf(
  row: { level: string; expiration: string | null; subscriptionStatus: string | null; cancelAtPeriodEnd: boolean | null } | null,
): SubscriptionStatus {
  const premium = row?.level.toLowerCase() === 'premium';
  if (!row || !premium) return { subscribed: false, subscription_tier: 'basic', subscription_end: null, will_renew: false };
  return {
    subscribed: true,
    subscription_tier: 'premium',
    subscription_end: row.expiration,
    will_renew: RENEWING_STATUSES.has(row.subscriptionStatus ?? '') && !row.cancelAtPeriodEnd,
  };
}

export const BASIC_STATUS: SubscriptionStatus = {
  subscribed: false,
  subscription_tier: 'basic',
  subscription_end: null,
  will_renew: false,
};
