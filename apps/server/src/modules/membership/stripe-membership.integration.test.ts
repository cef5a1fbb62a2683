import type { SubscriptionStatus } from '@drivecare/contract/membership';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { paymentEvents } from '../../db/schema/payments.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { createMember } from '../../testing/accounts.ts';
import { createStripeTestApp, signedEvent, type FakeSubscription } from '../../testing/fake-stripe.ts';
import { findBillingAccount } from './membership.repository.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_membership';
const { fake, app } = await createStripeTestApp(WEBHOOK_SECRET);

const DAY = 24 * 60 * 60 * 1000;
const inDays = (n: number) => new Date(Date.now() + n * DAY);
const clubDate = (d: Date) => todayInZone(app.env.CLUB_TIMEZONE, d);

/** Posts a raw webhook body exactly as Stripe would (no cookie, no Origin). */
async function deliver(payload: string, signature?: string) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json; charset=utf-8' };
  if (signature) headers['Stripe-Signature'] = signature;
  const res = await app.app.request('/api/membership/webhook', { method: 'POST', headers, body: payload });
  return { status: res.status, body: (await res.json()) as { received?: boolean; duplicate?: boolean } };
}

async function send(type: string, object: unknown, id?: string) {
  const event = signedEvent(type, object, WEBHOOK_SECRET, id);
  const res = await deliver(event.payload, event.signature);
  expect(res.status).toBe(200);
  return { ...res, event };
}

const subscriptionEvent = (sub: FakeSubscription) => ({
  id: sub.id,
  object: 'subscription',
  customer: sub.customer,
  // What the event carries is deliberately stale: the handler must re-read the subscription.
  status: 'incomplete',
  cancel_at_period_end: false,
});
const invoiceEvent = (sub: FakeSubscription) => ({
  id: `in_${sub.id}_${Date.now()}`,
  object: 'invoice',
  customer: sub.customer,
  parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
});

const status = async (cookie: string) =>
  (await app.request<SubscriptionStatus>('/api/membership/check-subscription', { method: 'POST', cookie })).body;

let subCounter = 0;

/** A member who went through Checkout and whose checkout.session.completed arrived. */
async function premiumMember() {
  const member = await createMember(app);
  const checkout = await app.request<{ url: string }>('/api/membership/checkout', { method: 'POST', cookie: member.cookie });
  expect(checkout.status).toBe(200);
  const account = await findBillingAccount(app.db, member.id);
  const sub: FakeSubscription = {
    id: `sub_test_${++subCounter}`,
    customer: account!.customerId,
    status: 'active',
    periodStart: new Date(),
    periodEnd: inDays(30),
  };
  fake.setSubscription(sub);
  await send('checkout.session.completed', {
    id: `cs_${sub.id}`,
    object: 'checkout.session',
    mode: 'subscription',
    customer: sub.customer,
    subscription: sub.id,
    client_reference_id: member.id,
  });
  return { ...member, sub };
}

describe('Stripe checkout and portal', () => {
  it('creates the customer once and opens a subscription-mode Checkout for the Premium price', async () => {
    const member = await createMember(app);
    const first = await app.request<{ url: string }>('/api/membership/checkout', { method: 'POST', cookie: member.cookie });
    const second = await app.request<{ url: string }>('/api/membership/checkout', { method: 'POST', cookie: member.cookie });
    expect(first.status).toBe(200);
    expect(first.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    expect(second.body.url).not.toBe(first.body.url);

    const account = await findBillingAccount(app.db, member.id);
    const customerCalls = fake.requests.filter((r) => r.path === '/v1/customers' && r.params['metadata[userId]'] === member.id);
    expect(customerCalls).toHaveLength(1);
    expect(customerCalls[0]!.authorization).toBe('Bearer sk_test_fake_key');
    const sessions = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.params.customer === account!.customerId);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]!.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': 'price_premium_monthly',
      'line_items[0][quantity]': '1',
      client_reference_id: member.id,
      success_url: 'http://localhost:3000/membership?success=true',
      cancel_url: 'http://localhost:3000/membership?canceled=true',
    });
  });

  it("opens the Customer Portal for the member's own customer", async () => {
    const member = await premiumMember();
    const res = await app.request<{ url: string }>('/api/membership/portal', { method: 'POST', cookie: member.cookie });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    const call = fake.requests.filter((r) => r.path === '/v1/billing_portal/sessions').at(-1);
    expect(call!.params).toEqual({ customer: member.sub.customer, return_url: 'http://localhost:3000/membership' });
  });

  it('needs a signed-in member, and has no demo pages when Stripe is configured', async () => {
    expect((await app.request('/api/membership/checkout', { method: 'POST' })).status).toBe(401);
    expect((await app.request('/api/membership/portal', { method: 'POST' })).status).toBe(401);
    expect((await app.request('/api/membership/check-subscription', { method: 'POST' })).status).toBe(401);
    const member = await createMember(app);
    expect((await app.request('/api/membership/demo/portal', { cookie: member.cookie })).status).toBe(404);
  });
});

describe('Stripe webhooks', () => {
  it('upgrade: a completed checkout makes the member Premium until the paid period ends', async () => {
    const member = await premiumMember();
    expect(await status(member.cookie)).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: clubDate(member.sub.periodEnd),
      will_renew: true,
    });
    const dashboard = await app.request<{ membershipLevel: string }>('/api/dashboard', { cookie: member.cookie });
    expect(dashboard.body.membershipLevel).toBe('premium');
    const profile = await app.request<{ membershipExpiration: string }>('/api/profile', { cookie: member.cookie });
    expect(profile.body.membershipExpiration).toBe(clubDate(member.sub.periodEnd));
    // Only the signed-in member's own plan is answered.
    const other = await createMember(app, 'other');
    expect((await status(other.cookie)).subscription_tier).toBe('basic');
    // Already Premium: a second subscription is not started.
    expect((await app.request('/api/membership/checkout', { method: 'POST', cookie: member.cookie })).status).toBe(409);
  });

  it('renewal: a paid invoice for the next period moves the renewal date forward', async () => {
    const member = await premiumMember();
    const renewed = { ...member.sub, periodStart: inDays(30), periodEnd: inDays(60) };
    fake.setSubscription(renewed);
    await send('invoice.paid', invoiceEvent(renewed));
    await send('customer.subscription.updated', subscriptionEvent(renewed));
    expect(await status(member.cookie)).toMatchObject({
      subscription_tier: 'premium',
      subscription_end: clubDate(inDays(60)),
      will_renew: true,
    });
  });

  it('payment failure: access is kept through the paid period, the plan stops renewing, and ends when Stripe gives up', async () => {
    const member = await premiumMember();
    // The renewal invoice failed: Stripe has moved to the unpaid period and marked the subscription past_due.
    const pastDue = { ...member.sub, status: 'past_due', periodStart: new Date(), periodEnd: inDays(30) };
    fake.setSubscription(pastDue);
    await send('invoice.payment_failed', invoiceEvent(pastDue));
    expect(await status(member.cookie)).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: clubDate(pastDue.periodStart),
      will_renew: false,
    });

    fake.setSubscription({ ...pastDue, status: 'canceled' });
    await send('customer.subscription.deleted', subscriptionEvent(pastDue));
    expect(await status(member.cookie)).toEqual({
      subscribed: false,
      subscription_tier: 'basic',
      subscription_end: null,
      will_renew: false,
    });
  });

  it('cancellation at period end: Premium until the period ends, then Basic', async () => {
    const member = await premiumMember();
    fake.setSubscription({ ...member.sub, cancel_at_period_end: true });
    await send('customer.subscription.updated', subscriptionEvent(member.sub));
    expect(await status(member.cookie)).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: clubDate(member.sub.periodEnd),
      will_renew: false,
    });

    fake.setSubscription({ ...member.sub, status: 'canceled', cancel_at_period_end: true });
    await send('customer.subscription.deleted', subscriptionEvent(member.sub));
    expect((await status(member.cookie)).subscription_tier).toBe('basic');
    const dashboard = await app.request<{ membershipLevel: string }>('/api/dashboard', { cookie: member.cookie });
    expect(dashboard.body.membershipLevel).toBe('basic');
  });

  it('refuses a forged, tampered or unsigned event with 400 and changes nothing', async () => {
    const member = await premiumMember();
    fake.setSubscription({ ...member.sub, status: 'canceled' });
    const forged = signedEvent('customer.subscription.deleted', subscriptionEvent(member.sub), 'whsec_not_the_secret');
    expect((await deliver(forged.payload, forged.signature)).status).toBe(400);
    const genuine = signedEvent('customer.subscription.deleted', subscriptionEvent(member.sub), WEBHOOK_SECRET);
    expect((await deliver(genuine.payload.replace('"livemode":false', '"livemode":true'), genuine.signature)).status).toBe(400);
    expect((await deliver(genuine.payload)).status).toBe(400);

    expect((await status(member.cookie)).subscription_tier).toBe('premium');
    const recorded = await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, forged.id));
    expect(recorded).toHaveLength(0);
  });

  it('a duplicate delivery of an event changes nothing', async () => {
    const member = await premiumMember();
    fake.setSubscription({ ...member.sub, cancel_at_period_end: true });
    const first = await send('customer.subscription.updated', subscriptionEvent(member.sub), `evt_dup_${member.id}`);
    expect(first.body.duplicate).toBe(false);
    // The member resumes in the portal, then Stripe re-delivers the old event: it must not cancel again.
    fake.setSubscription({ ...member.sub, cancel_at_period_end: false });
    await send('customer.subscription.updated', subscriptionEvent(member.sub));
    const replay = await deliver(first.event.payload, first.event.signature);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect((await status(member.cookie)).will_renew).toBe(true);
    const rows = await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, first.event.id));
    expect(rows).toHaveLength(1);
  });

  it('events arriving out of order end in the state Stripe holds now', async () => {
    const member = await createMember(app);
    await app.request('/api/membership/checkout', { method: 'POST', cookie: member.cookie });
    const account = await findBillingAccount(app.db, member.id);
    const sub: FakeSubscription = {
      id: `sub_test_${++subCounter}`,
      customer: account!.customerId,
      status: 'canceled',
      periodStart: inDays(-30),
      periodEnd: new Date(),
    };
    // Subscribed and then cancelled; the deletion arrives first, the creation and the checkout last.
    fake.setSubscription(sub);
    await send('customer.subscription.deleted', subscriptionEvent(sub));
    await send('customer.subscription.created', subscriptionEvent(sub));
    await send('checkout.session.completed', {
      id: `cs_${sub.id}`,
      object: 'checkout.session',
      customer: sub.customer,
      subscription: sub.id,
      client_reference_id: member.id,
    });
    expect((await status(member.cookie)).subscription_tier).toBe('basic');

    // A new subscription is live; a late event about the old, ended one must not take Premium away.
    const renewed: FakeSubscription = { ...sub, id: `sub_test_${++subCounter}`, status: 'active', periodStart: new Date(), periodEnd: inDays(30) };
    fake.setSubscription(renewed);
    await send('customer.subscription.created', subscriptionEvent(renewed));
    await send('customer.subscription.updated', subscriptionEvent(sub));
    expect(await status(member.cookie)).toMatchObject({ subscription_tier: 'premium', subscription_end: clubDate(renewed.periodEnd) });
  });

  it('acknowledges event types it does not act on, and events for unknown customers', async () => {
    expect((await send('charge.succeeded', { id: 'ch_1', object: 'charge', customer: 'cus_unknown' })).status).toBe(200);
    const ghost = { id: 'sub_ghost', customer: 'cus_ghost', status: 'active', periodStart: new Date(), periodEnd: inDays(30) };
    expect((await send('customer.subscription.updated', subscriptionEvent(ghost))).status).toBe(200);
  });

  it('check-subscription re-reads an expired Premium plan from Stripe instead of trusting the database', async () => {
    const member = await premiumMember();
    // Webhooks were missed: the database still says Premium, but the plan ended and Stripe says canceled.
    await app.db.update(profiles).set({ membershipExpiration: clubDate(inDays(-3)) }).where(eq(profiles.userId, member.id));
    fake.setSubscription({ ...member.sub, status: 'canceled' });
    expect(await status(member.cookie)).toEqual({
      subscribed: false,
      subscription_tier: 'basic',
      subscription_end: null,
      will_renew: false,
    });
  });
});
