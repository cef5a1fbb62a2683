import Stripe from 'stripe';
import { fromStripeEvent, fromStripeSubscription, InvalidSignatureError, type Payments } from './payments.ts';

export interface StripePaymentsConfig {
  secretKey: string;
  webhookSecret: string;
  /** The recurring Price of the Premium plan ($19.99/month). */
  priceId: string;
  /** Tests point the SDK at a local stand-in for api.stripe.com. */
  apiBase?: string;
}

/** Stripe Checkout (subscription mode), the Customer Portal and signed webhooks, through the official SDK. */
export function createStripePayments(config: StripePaymentsConfig): Payments {
  const stripe = new Stripe(config.secretKey, { ...connection(config.apiBase), telemetry: false });

  return {
    mode: 'stripe',

    async createCustomer({ userId, email }) {
      // The key makes a retried or doubled request return the same customer instead of a second one.
      const customer = await stripe.customers.create(
        { email, metadata: { userId } },
        { idempotencyKey: `drivecare-customer-${userId}` },
      );
      return customer.id;
    },

    async createCheckoutSession({ customerId, userId, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: customerId,
        client_reference_id: userId,
        line_items: [{ price: config.priceId, quantity: 1 }],
        subscription_data: { metadata: { userId } },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },

    async createInvoiceCheckoutSession({ invoiceId, invoiceNumber, userId, email, amountCents, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        customer_email: email,
        client_reference_id: userId,
        line_items: [
          { quantity: 1, price_data: { currency: 'usd', unit_amount: amountCents, product_data: { name: `Invoice ${invoiceNumber}` } } },
        ],
        metadata: { invoiceId },
        payment_intent_data: { metadata: { invoiceId } },
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { url: session.url };
    },

    async createPortalSession({ customerId, returnUrl }) {
      const session = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return { url: session.url };
    },

    async retrieveSubscription(id) {
      try {
        return fromStripeSubscription(await stripe.subscriptions.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeError && err.statusCode === 404) return null;
        throw err;
      }
    },

    async verifyEvent(rawBody, signature) {
      if (!signature) throw new InvalidSignatureError('Missing Stripe-Signature header');
      try {
        const event = await stripe.webhooks.constructEventAsync(rawBody, signature, config.webhookSecret);
        return fromStripeEvent(event);
      } catch (err) {
        throw new InvalidSignatureError((err as Error).message);
      }
    },
  };
}

function connection(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}
