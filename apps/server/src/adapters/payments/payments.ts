/** A subscription as the provider holds it now (re-read, never taken from an event's copy). */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  /** Stripe's statuses: active, trialing, past_due, canceled, unpaid, incomplete, incomplete_expired, paused. */
  status: string;
  cancelAtPeriodEnd: boolean;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
}

/** A webhook event whose signature was verified, reduced to what membership needs. */
export interface ProviderEvent {
  id: string;
  type: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** The member id the checkout session was created for. */
  clientReferenceId: string | null;
  /** A payment-mode checkout session for an invoice (its id in metadata), as the event reports it. */
  invoicePayment: InvoicePaymentEvent | null;
}

export interface InvoicePaymentEvent {
  invoiceId: string;
  /** Stripe's payment_status: 'paid' is the only one that pays the invoice. */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  /** The PaymentIntent, or the session when there is none. */
  reference: string;
}

/** Thrown when a webhook's signature does not match its raw body. */
export class InvalidSignatureError extends Error {
  override readonly name = 'InvalidSignatureError';
}

/** Subscription billing for the Premium plan: Stripe, or the built-in demo checkout. */
export interface Payments {
  readonly mode: 'stripe' | 'demo';
  createCustomer(p: { userId: string; email: string }): Promise<string>;
  createCheckoutSession(p: {
    customerId: string;
    userId: string;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  createPortalSession(p: { customerId: string; returnUrl: string }): Promise<{ url: string }>;
  /** A one-off Checkout (payment mode) for an invoice: its total as the one line, its id in metadata. */
  createInvoiceCheckoutSession(p: {
    invoiceId: string;
    invoiceNumber: string;
    userId: string;
    email: string;
    amountCents: number;
    successUrl: string;
    cancelUrl: string;
  }): Promise<{ url: string }>;
  /** null when the provider does not know the subscription. */
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  /** Verifies the signature on the exact bytes received; throws InvalidSignatureError. */
  verifyEvent(rawBody: string, signature: string | undefined): Promise<ProviderEvent>;
}

/** The fields of a Stripe subscription we read (a Stripe.Subscription satisfies it). */
export interface StripeSubscriptionLike {
  id: string;
  customer: string | { id: string };
  status: string;
  cancel_at_period_end: boolean;
  items: { data: { current_period_start: number; current_period_end: number }[] };
}

export function fromStripeSubscription(sub: StripeSubscriptionLike): ProviderSubscription {
  // Since API version 2025-03-31 the billing period lives on the items; one price means one item.
  const periods = sub.items.data;
  const start = Math.min(...periods.map((i) => i.current_period_start));
  const end = Math.max(...periods.map((i) => i.current_period_end));
  return {
    id: sub.id,
    customerId: typeof sub.customer === 'string' ? sub.customer : sub.customer.id,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodStart: new Date(start * 1000),
    currentPeriodEnd: new Date(end * 1000),
  };
}

const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value && typeof value.id === 'string') return value.id;
  return null;
};

const field = (obj: unknown, key: string): unknown =>
  obj && typeof obj === 'object' ? (obj as Record<string, unknown>)[key] : undefined;

/** Reads customer, subscription and member ids from a Stripe-shaped event of any type we handle. */
export function fromStripeEvent(event: { id: string; type: string; data: { object: unknown } }): ProviderEvent {
  const obj = event.data.object;
  let subscriptionId: string | null = null;
  if (event.type.startsWith('customer.subscription.')) subscriptionId = idOf(field(obj, 'id'));
  else if (event.type.startsWith('checkout.session.')) subscriptionId = idOf(field(obj, 'subscription'));
  else if (event.type.startsWith('invoice.')) {
    // Current API: invoice.parent.subscription_details.subscription; older versions: invoice.subscription.
    subscriptionId =
      idOf(field(field(field(obj, 'parent'), 'subscription_details'), 'subscription')) ?? idOf(field(obj, 'subscription'));
  }
  const reference = field(obj, 'client_reference_id');
  const invoiceId = field(field(obj, 'metadata'), 'invoiceId');
  const amount = field(obj, 'amount_total');
  const currency = field(obj, 'currency');
  const invoicePayment: InvoicePaymentEvent | null =
    event.type.startsWith('checkout.session.') && field(obj, 'mode') === 'payment' && typeof invoiceId === 'string'
      ? {
          invoiceId,
          paymentStatus: String(field(obj, 'payment_status') ?? ''),
          amountTotal: typeof amount === 'number' ? amount : null,
          currency: typeof currency === 'string' ? currency : null,
          reference: idOf(field(obj, 'payment_intent')) ?? idOf(field(obj, 'id')) ?? event.id,
        }
      : null;
  return {
    id: event.id,
    type: event.type,
    customerId: idOf(field(obj, 'customer')),
    subscriptionId,
    clientReferenceId: typeof reference === 'string' ? reference : null,
    invoicePayment,
  };
}
