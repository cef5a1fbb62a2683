import type { InvoiceSummary } from '@drivecare/contract/invoice-payments';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema/invoices.ts';
import { paymentEvents } from '../../db/schema/payments.ts';
import { createMember } from '../../testing/accounts.ts';
import { createStripeTestApp, signedEvent } from '../../testing/fake-stripe.ts';
import { insertUnpaidInvoice } from '../../testing/unpaid-invoice.ts';

const WEBHOOK_SECRET = 'whsec_test_secret_for_invoices';
const { fake, app } = await createStripeTestApp(WEBHOOK_SECRET);

/** Posts a raw webhook body exactly as Stripe would (no cookie, no Origin). */
async function deliver(payload: string, signature: string) {
  const res = await app.app.request('/api/membership/webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Stripe-Signature': signature,
    },
    body: payload,
  });
  return {
    status: res.status,
    body: (await res.json()) as { received?: boolean; duplicate?: boolean },
  };
}

let sessionCounter = 0;
/** checkout.session.completed for a payment-mode session, as Stripe sends it. */
const completedSession = (invoiceId: string, amount: number, paymentStatus: 'paid' | 'unpaid', intent: string) => ({
  id: `cs_test_invoice_${++sessionCounter}`,
  object: 'checkout.session',
  mode: 'payment',
  customer: null,
  customer_email: 'member@example.com',
  amount_total: amount,
  currency: 'usd',
  metadata: { invoiceId },
  payment_status: paymentStatus,
  payment_intent: intent,
  status: 'complete',
});

const paymentOf = async (id: string) => {
  const [row] = await app.db
    .select({
      paidAt: invoices.paidAt,
      method: invoices.paymentMethod,
      reference: invoices.paymentReference,
    })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!;
};

describe('paying an invoice through Stripe Checkout', () => {
  it('opens a payment-mode Checkout with the invoice total as its one line and the invoice id in metadata', async () => {
    const member = await createMember(app);
    const invoice = await insertUnpaidInvoice(app, member.id, 8_950);
    const res = await app.request<{ url: string }>(`/api/invoices/${invoice.id}/pay`, { cookie: member.cookie, body: {} });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);
    const call = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!;
    expect(call.authorization).toBe('Bearer sk_test_fake_key');
    expect(call.params).toMatchObject({
      mode: 'payment',
      customer_email: member.email,
      client_reference_id: member.id,
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '8950',
      'line_items[0][price_data][product_data][name]': `Invoice ${invoice.number}`,
      'metadata[invoiceId]': invoice.id,
      success_url: `http://localhost:3000/receipts?payment=success&invoice=${invoice.id}`,
      cancel_url: `http://localhost:3000/receipts?payment=canceled&invoice=${invoice.id}`,
    });
    // Returning from Checkout is not a payment: only the webhook is.
    expect((await paymentOf(invoice.id)).paidAt).toBeNull();
  });

  it('pays on checkout.session.completed with payment_status paid, once, however often the event is replayed', async () => {
    const member = await createMember(app);
    const invoice = await insertUnpaidInvoice(app, member.id, 8_950);

    const pending = signedEvent(
      'checkout.session.completed',
      completedSession(invoice.id, 8_950, 'unpaid', 'pi_test_pending'),
      WEBHOOK_SECRET,
    );
    expect((await deliver(pending.payload, pending.signature)).status).toBe(200);
    expect((await paymentOf(invoice.id)).paidAt).toBeNull();

    const event = signedEvent('checkout.session.completed', completedSession(invoice.id, 8_950, 'paid', 'pi_test_first'), WEBHOOK_SECRET);
    const first = await deliver(event.payload, event.signature);
    const second = await deliver(event.payload, event.signature);
    const third = await deliver(event.payload, event.signature);
    expect([first.body.duplicate, second.body.duplicate, third.body.duplicate]).toEqual([false, true, true]);
    const paid = await paymentOf(invoice.id);
    expect(paid).toMatchObject({
      method: 'online',
      reference: 'pi_test_first',
    });
    expect(await app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, event.id))).toHaveLength(1);

    // A second session paid for the same invoice (another tab) leaves the first payment as it was.
    const other = signedEvent('checkout.session.completed', completedSession(invoice.id, 8_950, 'paid', 'pi_test_second'), WEBHOOK_SECRET);
    expect((await deliver(other.payload, other.signature)).status).toBe(200);
    expect(await paymentOf(invoice.id)).toEqual(paid);

    const [listed] = (
      await app.request<InvoiceSummary[]>('/api/invoices', {
        cookie: member.cookie,
      })
    ).body;
    expect(listed!.payment).toMatchObject({
      method: 'online',
      reference: 'pi_test_first',
    });
    const again = await app.request<{ error: { message: string } }>(`/api/invoices/${invoice.id}/pay`, { cookie: member.cookie, body: {} });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This invoice has already been paid');
  });

  it('ignores a payment of another amount and refuses an event with a bad signature', async () => {
    const member = await createMember(app);
    const invoice = await insertUnpaidInvoice(app, member.id, 8_950);
    const short = signedEvent('checkout.session.completed', completedSession(invoice.id, 100, 'paid', 'pi_test_short'), WEBHOOK_SECRET);
    expect((await deliver(short.payload, short.signature)).status).toBe(200);
    expect((await paymentOf(invoice.id)).paidAt).toBeNull();

    const forged = signedEvent('checkout.session.completed', completedSession(invoice.id, 8_950, 'paid', 'pi_forged'), 'whsec_wrong');
    expect((await deliver(forged.payload, forged.signature)).status).toBe(400);
    expect((await paymentOf(invoice.id)).paidAt).toBeNull();
  });
});
