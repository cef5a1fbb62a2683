import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import { createTestApp } from './test-app.ts';

export interface FakeSubscription {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end?: boolean;
  periodStart: Date;
  periodEnd: Date;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  params: Record<string, string>;
}

const unix = (d: Date) => Math.floor(d.getTime() / 1000);

/**
 * A stand-in for api.stripe.com that answers the few endpoints the app calls (customers, checkout sessions,
 * billing portal sessions, subscription retrieval), so the real SDK is exercised end to end in tests.
 */
export async function startFakeStripe() {
  const subscriptions = new Map<string, FakeSubscription>();
  const requests: RecordedRequest[] = [];
  const customersByKey = new Map<string, string>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${++counter}`;

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const params = Object.fromEntries(new URLSearchParams(body));
      const idempotencyKey = req.headers['idempotency-key'] as string | undefined;
      requests.push({ method: req.method ?? 'GET', path: url.pathname, authorization: req.headers.authorization, idempotencyKey, params });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${counter}` });
        res.end(JSON.stringify(json));
      };
      const missing = (what: string) =>
        send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` } });

      if (req.method === 'POST' && url.pathname === '/v1/customers') {
        // Like Stripe, a repeated idempotency key returns the first answer.
        const known = idempotencyKey ? customersByKey.get(idempotencyKey) : undefined;
        const id = known ?? nextId('cus');
        if (idempotencyKey) customersByKey.set(idempotencyKey, id);
        return send(200, { id, object: 'customer', email: params.email ?? null, metadata: {} });
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const id = nextId('cs');
        return send(200, {
          id,
          object: 'checkout.session',
          mode: params.mode,
          customer: params.customer,
          client_reference_id: params.client_reference_id ?? null,
          subscription: null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        const id = nextId('bps');
        return send(200, {
          id,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/${id}`,
        });
      }
      const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && subMatch) {
        const sub = subscriptions.get(decodeURIComponent(subMatch[1]!));
        return sub ? send(200, toStripeSubscription(sub)) : missing('subscription');
      }
      return send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname})` } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** What Stripe holds for a subscription from now on (what a retrieve answers). */
    setSubscription(sub: FakeSubscription) {
      subscriptions.set(sub.id, sub);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

export function toStripeSubscription(sub: FakeSubscription) {
  return {
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancel_at_period_end ?? false,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${sub.id}`,
          object: 'subscription_item',
          current_period_start: unix(sub.periodStart),
          current_period_end: unix(sub.periodEnd),
        },
      ],
    },
    metadata: {},
  };
}

let eventCounter = 0;

/** A webhook delivery: the JSON body and the Stripe-Signature header made with the SDK's own test helper. */
export function signedEvent(type: string, object: unknown, secret: string, id = `evt_test_${Date.now()}_${++eventCounter}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    type,
    data: { object },
  });
  return { id, payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

/**
 * A test app set up for Stripe (keys, price and webhook secret) whose Stripe is a fake started for the file and
 * closed after its tests.
 */
export async function createStripeTestApp(webhookSecret: string) {
  const fake = await startFakeStripe();
  afterAll(() => fake.close());
  const app = await createTestApp({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake_key',
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_PRICE_ID: 'price_premium_monthly',
      STRIPE_API_BASE: fake.url,
    },
  });
  return { fake, app };
}
