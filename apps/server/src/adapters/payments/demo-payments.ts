import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../db/client.ts';
import { demoPaymentObjects } from '../../db/schema/payments.ts';
import {
  fromStripeEvent,
  fromStripeSubscription,
  InvalidSignatureError,
  type Payments,
  type ProviderSubscription,
  type StripeSubscriptionLike,
} from './payments.ts';

/** A Stripe-shaped event and its Stripe-Signature header, ready for the webhook handler. */
export interface SignedEvent {
  payload: string;
  signature: string;
}

export interface DemoCheckoutSessionRecord {
  id: string;
  customerId: string;
  userId: string;
  status: 'open' | 'complete';
  successUrl: string;
  cancelUrl: string;
  mode: 'subscription' | 'payment';
  /** Payment mode: the invoice paid and the amount charged, in cents. */
  invoiceId: string | null;
  amountTotal: number | null;
}

/** The demo provider: what a hosted checkout and portal would do, plus the events Stripe would send. */
export interface DemoPayments extends Payments {
  readonly mode: 'demo';
  findCheckoutSession(id: string): Promise<DemoCheckoutSessionRecord | null>;
  /** Pays the session: starts a monthly subscription and returns the events Stripe would deliver. */
  completeCheckoutSession(id: string): Promise<SignedEvent[]>;
  /** Pays a payment-mode session: returns the checkout.session.completed Stripe would deliver. */
  completePaymentCheckoutSession(id: string): Promise<SignedEvent[]>;
  findLatestSubscription(customerId: string): Promise<ProviderSubscription | null>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SignedEvent[]>;
}

interface DemoCheckoutSession {
  id: string;
  object: 'checkout.session';
  // null for a one-off payment, as Stripe has it when the session was opened with customer_email.
  customer: string | null;
  client_reference_id: string;
  mode: 'subscription' | 'payment';
  status: 'open' | 'complete';
  subscription: string | null;
  success_url: string;
  cancel_url: string;
  url: string;
  // Payment mode only.
  customer_email?: string;
  amount_total?: number;
  currency?: string;
  metadata?: Record<string, string>;
  payment_status?: 'unpaid' | 'paid';
  payment_intent?: string | null;
}

type DemoSubscription = StripeSubscriptionLike & {
  object: 'subscription';
  customer: string;
  canceled_at: number | null;
  ended_at: number | null;
  metadata: Record<string, string>;
};

const newId = (prefix: string) => `${prefix}_demo_${randomBytes(12).toString('hex')}`;
const seconds = (d: Date) => Math.floor(d.getTime() / 1000);
const addMonth = (unix: number) => {
  const d = new Date(unix * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return seconds(d);
};

/**
 * The embedded default: customers, checkout sessions and subscriptions kept in the database in Stripe's
 * shape, and events signed like Stripe's so they go through the very webhook code Stripe's would.
 */
export function createDemoPayments(db: Db, opts: { secret: string; appUrl: string }): DemoPayments {
  const webhookSecret = `whsec_${createHmac('sha256', opts.secret).update('demo-payments-webhook').digest('hex')}`;

  async function load<T>(id: string, kind: string): Promise<T | null> {
    const [row] = await db
      .select({ data: demoPaymentObjects.data })
      .from(demoPaymentObjects)
      .where(and(eq(demoPaymentObjects.id, id), eq(demoPaymentObjects.kind, kind)));
    return (row?.data as T | undefined) ?? null;
  }

  async function save(kind: string, customerId: string | null, data: { id: string }) {
    const value = data as unknown as Record<string, unknown>;
    await db
      .insert(demoPaymentObjects)
      .values({ id: data.id, kind, customerId, data: value })
      .onConflictDoUpdate({ target: demoPaymentObjects.id, set: { data: value, updatedAt: sql`now()` } });
  }

  function sign(type: string, object: unknown): SignedEvent {
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: seconds(new Date()),
      livemode: false,
      type,
      data: { object },
    });
    return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }) };
  }

  /** Time passes for demo subscriptions too: a renewing plan renews, a cancelled one ends. */
  async function advance(sub: DemoSubscription): Promise<DemoSubscription> {
    const now = seconds(new Date());
    const item = sub.items.data[0];
    if (!item || sub.status === 'canceled' || item.current_period_end > now) return sub;
    let next: DemoSubscription;
    if (sub.cancel_at_period_end) {
      next = { ...sub, status: 'canceled', ended_at: item.current_period_end };
    } else {
      let { current_period_start: start, current_period_end: end } = item;
      while (end <= now) [start, end] = [end, addMonth(end)];
      next = { ...sub, items: { data: [{ current_period_start: start, current_period_end: end }] } };
    }
    await save('subscription', sub.customer, next);
    return next;
  }

  async function retrieve(id: string) {
    const sub = await load<DemoSubscription>(id, 'subscription');
    return sub ? advance(sub) : null;
  }

  return {
    mode: 'demo',

    async createCustomer({ userId, email }) {
      const id = newId('cus');
      await save('customer', id, { id, object: 'customer', email, metadata: { userId } } as { id: string });
      return id;
    },

    async createCheckoutSession({ customerId, userId, successUrl, cancelUrl }) {
      const id = newId('cs');
      const url = `${opts.appUrl}/membership/demo-checkout?session=${id}`;
      const session: DemoCheckoutSession = {
        id,
        object: 'checkout.session',
        customer: customerId,
        client_reference_id: userId,
        mode: 'subscription',
        status: 'open',
        subscription: null,
        success_url: successUrl,
        cancel_url: cancelUrl,
        url,
      };
      await save('checkout_session', customerId, session);
      return { url };
    },

    async createInvoiceCheckoutSession({ invoiceId, userId, email, amountCents, successUrl, cancelUrl }) {
      const id = newId('cs');
      const session: DemoCheckoutSession = {
        id,
        object: 'checkout.session',
        customer: null,
        client_reference_id: userId,
        mode: 'payment',
        status: 'open',
        subscription: null,
        success_url: successUrl,
        cancel_url: cancelUrl,
        url: `${opts.appUrl}/receipts/demo-checkout?session=${id}`,
        customer_email: email,
        amount_total: amountCents,
        currency: 'usd',
        metadata: { invoiceId },
        payment_status: 'unpaid',
        payment_intent: null,
      };
      await save('checkout_session', null, session);
      return { url: session.url };
    },

    async createPortalSession({ returnUrl }) {
      return { url: `${opts.appUrl}/membership/demo-portal?return=${encodeURIComponent(returnUrl)}` };
    },

    async retrieveSubscription(id) {
      const sub = await retrieve(id);
      return sub ? fromStripeSubscription(sub) : null;
    },

    async verifyEvent(rawBody, signature) {
      if (!signature) throw new InvalidSignatureError('Missing Stripe-Signature header');
      try {
        return fromStripeEvent(await Stripe.webhooks.constructEventAsync(rawBody, signature, webhookSecret));
      } catch (err) {
        throw new InvalidSignatureError((err as Error).message);
      }
    },

    async findCheckoutSession(id) {
      const s = await load<DemoCheckoutSession>(id, 'checkout_session');
      if (!s) return null;
      return {
        id: s.id,
        customerId: s.customer ?? '',
        userId: s.client_reference_id,
        status: s.status,
        successUrl: s.success_url,
        cancelUrl: s.cancel_url,
        mode: s.mode,
        invoiceId: s.metadata?.invoiceId ?? null,
        amountTotal: s.amount_total ?? null,
      };
    },

    async completePaymentCheckoutSession(id) {
      const session = await load<DemoCheckoutSession>(id, 'checkout_session');
      if (!session || session.mode !== 'payment' || session.status !== 'open') return [];
      const completed: DemoCheckoutSession = { ...session, status: 'complete', payment_status: 'paid', payment_intent: newId('pi') };
      await save('checkout_session', null, completed);
      return [sign('checkout.session.completed', completed)];
    },

    async completeCheckoutSession(id) {
      const session = await load<DemoCheckoutSession>(id, 'checkout_session');
      if (!session?.customer || session.mode !== 'subscription' || session.status !== 'open') return [];
      const start = seconds(new Date());
      const subscription: DemoSubscription = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        ended_at: null,
        items: { data: [{ current_period_start: start, current_period_end: addMonth(start) }] },
        metadata: { userId: session.client_reference_id },
      };
      const completed: DemoCheckoutSession = { ...session, status: 'complete', subscription: subscription.id };
      await save('subscription', session.customer, subscription);
      await save('checkout_session', session.customer, completed);
      const invoice = {
        id: newId('in'),
        object: 'invoice',
        customer: session.customer,
        status: 'paid',
        amount_paid: 1999,
        billing_reason: 'subscription_create',
        parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id } },
      };
      // The order Stripe commonly delivers them in; the handler does not depend on it.
      return [
        sign('customer.subscription.created', subscription),
        sign('checkout.session.completed', completed),
        sign('invoice.paid', invoice),
      ];
    },

    async findLatestSubscription(customerId) {
      const [row] = await db
        .select({ id: demoPaymentObjects.id })
        .from(demoPaymentObjects)
        .where(and(eq(demoPaymentObjects.customerId, customerId), eq(demoPaymentObjects.kind, 'subscription')))
        .orderBy(desc(demoPaymentObjects.createdAt))
        .limit(1);
      const sub = row ? await retrieve(row.id) : null;
      return sub ? fromStripeSubscription(sub) : null;
    },

    async setCancelAtPeriodEnd(subscriptionId, cancel) {
      const sub = await retrieve(subscriptionId);
      if (!sub || sub.status === 'canceled' || sub.cancel_at_period_end === cancel) return [];
      const next: DemoSubscription = {
        ...sub,
        cancel_at_period_end: cancel,
        canceled_at: cancel ? seconds(new Date()) : null,
      };
      await save('subscription', sub.customer, next);
      return [sign('customer.subscription.updated', next)];
    },
  };
}
