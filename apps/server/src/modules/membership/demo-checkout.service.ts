import {
  DEMO_DECLINED_CARD,
  membershipMessages,
  PREMIUM_PRICE_LABEL,
  type DemoCheckoutSession,
  type DemoPortal,
  type RedirectUrl,
} from '@drivecare/contract/membership';
import type { DemoPayments } from '../../adapters/payments/demo-payments.ts';
import type { Payments } from '../../adapters/payments/payments.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { todayInZone } from '../../lib/club-time.ts';
import { findBillingAccount } from './membership.repository.ts';
import { handleWebhook, type MembershipDeps } from './membership.service.ts';

const PLAN_NAME = 'DriveCare Club Premium';

const isDemo = (payments: Payments): payments is DemoPayments => payments.mode === 'demo';

/** The demo pages exist only while no payment provider is configured. */
function demoOf(deps: MembershipDeps): DemoPayments {
  if (!isDemo(deps.payments)) throw notFound();
  return deps.payments;
}

async function ownSession(demo: DemoPayments, userId: string, id: string) {
  const session = await demo.findCheckoutSession(id);
  // Another member's session is as good as missing.
  if (!session || session.mode !== 'subscription' || session.userId !== userId) throw notFound('Checkout session not found');
  return session;
}

export async function getDemoCheckout(
  deps: MembershipDeps,
  user: { id: string; email: string },
  id: string,
): Promise<DemoCheckoutSession> {
  const session = await ownSession(demoOf(deps), user.id, id);
  return {
    id: session.id,
    email: user.email,
    planName: PLAN_NAME,
    priceLabel: PREMIUM_PRICE_LABEL,
    status: session.status,
    cancelUrl: session.cancelUrl,
  };
}

/** 'Pay': the test card is charged, and the events Stripe would send go through the real webhook handler. */
export async function payDemoCheckout(
  deps: MembershipDeps,
  user: { id: string },
  id: string,
  card: { cardNumber: string },
): Promise<RedirectUrl> {
  const demo = demoOf(deps);
  const session = await ownSession(demo, user.id, id);
  if (session.status === 'complete') return { url: session.successUrl };
  if (card.cardNumber === DEMO_DECLINED_CARD) {
    throw badRequest(membershipMessages.cardDeclined, { cardNumber: membershipMessages.cardDeclined });
  }
  for (const event of await demo.completeCheckoutSession(id)) {
    await handleWebhook(deps, event.payload, event.signature);
  }
  return { url: session.successUrl };
}

export async function getDemoPortal(deps: MembershipDeps, user: { id: string; email: string }): Promise<DemoPortal> {
  const demo = demoOf(deps);
  const account = await findBillingAccount(deps.db, user.id);
  const sub = account ? await demo.findLatestSubscription(account.customerId) : null;
  return {
    email: user.email,
    planName: PLAN_NAME,
    priceLabel: PREMIUM_PRICE_LABEL,
    subscription: sub
      ? {
          status: sub.status,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
          currentPeriodEnd: todayInZone(deps.timeZone, sub.currentPeriodEnd),
        }
      : null,
    returnUrl: `${deps.appUrl}/membership`,
  };
}

/** Cancel at period end, or resume: the change reaches the membership as a customer.subscription.updated event. */
export async function setDemoCancellation(
  deps: MembershipDeps,
  user: { id: string; email: string },
  cancel: boolean,
): Promise<DemoPortal> {
  const demo = demoOf(deps);
  const account = await findBillingAccount(deps.db, user.id);
  const sub = account ? await demo.findLatestSubscription(account.customerId) : null;
  if (!sub || sub.status === 'canceled') throw conflict('You have no active subscription');
  for (const event of await demo.setCancelAtPeriodEnd(sub.id, cancel)) {
    await handleWebhook(deps, event.payload, event.signature);
  }
  return getDemoPortal(deps, user);
}
