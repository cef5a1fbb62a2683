import { describe, expect, it } from 'vitest';
import type { ProviderSubscription } from '../../adapters/payments/payments.ts';
import { membershipFor, subscriptionStatusOf } from './membership.rules.ts';

const NOW = new Date('2026-03-10T15:00:00Z');
const ZONE = 'America/New_York';
const sub = (over: Partial<ProviderSubscription>): ProviderSubscription => ({
  id: 'sub_1',
  customerId: 'cus_1',
  status: 'active',
  cancelAtPeriodEnd: false,
  currentPeriodStart: new Date('2026-03-01T12:00:00Z'),
  currentPeriodEnd: new Date('2026-04-01T12:00:00Z'),
  ...over,
});

describe('membershipFor', () => {
  it('gives Premium until the period end for an active or trialing plan, cancelled at period end or not', () => {
    for (const s of [sub({}), sub({ status: 'trialing' }), sub({ cancelAtPeriodEnd: true })]) {
      expect(membershipFor(s, ZONE, NOW)).toEqual({ level: 'premium', expiration: '2026-04-01' });
    }
  });

  it('keeps access through the last paid period after a failed renewal, then drops to Basic', () => {
    const pastDue = sub({ status: 'past_due', currentPeriodStart: new Date('2026-03-10T14:00:00Z') });
    expect(membershipFor(pastDue, ZONE, NOW)).toEqual({ level: 'premium', expiration: '2026-03-10' });
    expect(membershipFor(pastDue, ZONE, new Date('2026-03-11T15:00:00Z'))).toEqual({ level: 'basic', expiration: null });
  });

  it('is Basic for ended, unpaid or never-paid subscriptions and for a period already over', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(membershipFor(sub({ status }), ZONE, NOW)).toEqual({ level: 'basic', expiration: null });
    }
    expect(membershipFor(sub({ currentPeriodEnd: new Date('2026-03-01T12:00:00Z') }), ZONE, NOW).level).toBe('basic');
  });

  it("judges the day in the club's time zone", () => {
    // 02:00 UTC on April 1st is still March 31st in New York.
    expect(membershipFor(sub({ currentPeriodEnd: new Date('2026-04-01T02:00:00Z') }), ZONE, NOW).expiration).toBe('2026-03-31');
  });
});

describe('subscriptionStatusOf', () => {
  it('renews only an active plan not cancelled at period end; Basic has no end date', () => {
    const row = { level: 'premium', expiration: '2026-04-01', subscriptionStatus: 'active', cancelAtPeriodEnd: false };
    expect(subscriptionStatusOf(row)).toEqual({ subscribed: true, subscription_tier: 'premium', subscription_end: '2026-04-01', will_renew: true });
    expect(subscriptionStatusOf({ ...row, cancelAtPeriodEnd: true }).will_renew).toBe(false);
    expect(subscriptionStatusOf({ ...row, subscriptionStatus: 'past_due' }).will_renew).toBe(false);
    expect(subscriptionStatusOf({ ...row, level: 'PREMIUM' }).subscription_tier).toBe('premium');
    expect(subscriptionStatusOf({ ...row, level: 'basic' })).toEqual({ subscribed: false, subscription_tier: 'basic', subscription_end: null, will_renew: false });
    expect(subscriptionStatusOf(null).subscription_tier).toBe('basic');
  });
});
