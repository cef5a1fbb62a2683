import type { DemoCheckoutSession, DemoPortal, SubscriptionStatus } from '@drivecare/contract/membership';
import { describe, expect, it } from 'vitest';
import { createMember } from '../../testing/accounts.ts';
import { signedEvent } from '../../testing/fake-stripe.ts';
import { createTestApp } from '../../testing/test-app.ts';

const app = await createTestApp();

const card = { cardholderName: 'Erin Example', cardNumber: '4242 4242 4242 4242', expiry: '12 / 39', cvc: '123' };
const status = async (cookie: string) =>
  (await app.request<SubscriptionStatus>('/api/membership/check-subscription', { method: 'POST', cookie })).body;

async function openCheckout(cookie: string) {
  const res = await app.request<{ url: string }>('/api/membership/checkout', { method: 'POST', cookie });
  expect(res.status).toBe(200);
  const url = new URL(res.body.url);
  expect(url.pathname).toBe('/membership/demo-checkout');
  return url.searchParams.get('session')!;
}

describe('the demo checkout (no Stripe keys)', () => {
  it('shows the Premium plan to its own member only, and a Pay with a test card makes the member Premium', async () => {
    const member = await createMember(app);
    const session = await openCheckout(member.cookie);

    const page = await app.request<DemoCheckoutSession>(`/api/membership/demo/checkout/${session}`, { cookie: member.cookie });
    expect(page.body).toEqual({
      id: session,
      email: member.email,
      planName: 'DriveCare Club Premium',
      priceLabel: '$19.99/month',
      status: 'open',
      cancelUrl: 'http://localhost:3000/membership?canceled=true',
    });
    const other = await createMember(app, 'other');
    expect((await app.request(`/api/membership/demo/checkout/${session}`, { cookie: other.cookie })).status).toBe(404);
    expect(
      (await app.request(`/api/membership/demo/checkout/${session}/pay`, { cookie: other.cookie, body: card })).status,
    ).toBe(404);

    const paid = await app.request<{ url: string }>(`/api/membership/demo/checkout/${session}/pay`, {
      cookie: member.cookie,
      body: card,
    });
    expect(paid.body).toEqual({ url: 'http://localhost:3000/membership?success=true' });
    const after = await status(member.cookie);
    expect(after).toMatchObject({ subscribed: true, subscription_tier: 'premium', will_renew: true });
    expect(after.subscription_end! > new Date().toISOString().slice(0, 10)).toBe(true);
    const dashboard = await app.request<{ membershipLevel: string }>('/api/dashboard', { cookie: member.cookie });
    expect(dashboard.body.membershipLevel).toBe('premium');

    // Paying twice (a double click, a reload) neither fails nor starts a second subscription.
    const again = await app.request<{ url: string }>(`/api/membership/demo/checkout/${session}/pay`, {
      cookie: member.cookie,
      body: card,
    });
    expect(again.body.url).toBe('http://localhost:3000/membership?success=true');
    expect((await app.request('/api/membership/checkout', { method: 'POST', cookie: member.cookie })).status).toBe(409);
    expect((await status(other.cookie)).subscription_tier).toBe('basic');
  });

  it('declines the decline test card and rejects an invalid card, leaving the member Basic', async () => {
    const member = await createMember(app);
    const session = await openCheckout(member.cookie);
    const pay = (body: object) =>
      app.request<{ error: { message: string; fields?: Record<string, string> } }>(
        `/api/membership/demo/checkout/${session}/pay`,
        { cookie: member.cookie, body },
      );
    const declined = await pay({ ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(400);
    expect(declined.body.error.message).toBe('Your card was declined.');
    const invalid = await pay({ cardholderName: '', cardNumber: '4242 4242 4242 4241', expiry: '01/20', cvc: '1' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      cardholderName: 'Enter the name on the card',
      cardNumber: 'Your card number is invalid.',
      expiry: "Your card's expiration date is in the past.",
      cvc: "Your card's security code is incomplete.",
    });
    expect((await status(member.cookie)).subscription_tier).toBe('basic');
  });

  it('the demo portal cancels at period end (Premium until then) and resumes', async () => {
    const member = await createMember(app);
    const session = await openCheckout(member.cookie);
    await app.request(`/api/membership/demo/checkout/${session}/pay`, { cookie: member.cookie, body: card });
    const portal = await app.request<{ url: string }>('/api/membership/portal', { method: 'POST', cookie: member.cookie });
    expect(new URL(portal.body.url).pathname).toBe('/membership/demo-portal');

    const before = await app.request<DemoPortal>('/api/membership/demo/portal', { cookie: member.cookie });
    expect(before.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: false });

    const cancelled = await app.request<DemoPortal>('/api/membership/demo/portal/cancel', { method: 'POST', cookie: member.cookie });
    expect(cancelled.body.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await status(member.cookie)).toEqual({
      subscribed: true,
      subscription_tier: 'premium',
      subscription_end: cancelled.body.subscription!.currentPeriodEnd,
      will_renew: false,
    });

    await app.request('/api/membership/demo/portal/resume', { method: 'POST', cookie: member.cookie });
    expect((await status(member.cookie)).will_renew).toBe(true);
  });

  it('a member without a subscription has nothing to cancel', async () => {
    const member = await createMember(app);
    const portal = await app.request<DemoPortal>('/api/membership/demo/portal', { cookie: member.cookie });
    expect(portal.body.subscription).toBeNull();
    expect((await app.request('/api/membership/demo/portal/cancel', { method: 'POST', cookie: member.cookie })).status).toBe(409);
  });

  it('its webhook endpoint refuses events not signed by the demo', async () => {
    const forged = signedEvent('customer.subscription.deleted', { id: 'sub_x', customer: 'cus_x' }, 'whsec_guess');
    const res = await app.app.request('/api/membership/webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': forged.signature },
      body: forged.payload,
    });
    expect(res.status).toBe(400);
  });
});
