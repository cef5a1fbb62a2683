import type { DemoInvoiceCheckout, InvoiceSummary } from '@drivecare/contract/invoice-payments';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/audit.ts';
import { invoices } from '../../db/schema/invoices.ts';
import { createAdmin, createMember } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { insertUnpaidInvoice } from '../../testing/unpaid-invoice.ts';

const app = await createTestApp();

const card = {
  cardholderName: 'Erin Example',
  cardNumber: '4242 4242 4242 4242',
  expiry: '12 / 39',
  cvc: '123',
};
type ErrorBody = {
  error: { message: string; fields?: Record<string, string> };
};

const myInvoices = async (cookie: string) => (await app.request<InvoiceSummary[]>('/api/invoices', { cookie })).body;

async function openCheckout(cookie: string, invoiceId: string, returnTo?: 'appointment') {
  const res = await app.request<{ url: string }>(`/api/invoices/${invoiceId}/pay`, { cookie, body: returnTo ? { returnTo } : {} });
  expect(res.status).toBe(200);
  const url = new URL(res.body.url);
  expect(url.pathname).toBe('/receipts/demo-checkout');
  return url.searchParams.get('session')!;
}

describe('paying an invoice through the demo checkout (no Stripe keys)', () => {
  it('lists the invoice Unpaid, and a test card pays it once, online, confirmed by the signed webhook', async () => {
    const member = await createMember(app);
    const invoice = await insertUnpaidInvoice(app, member.id, 12_345);
    expect(await myInvoices(member.cookie)).toEqual([
      expect.objectContaining({
        id: invoice.id,
        number: invoice.number,
        receiptId: invoice.receiptId,
        totalCents: 12_345,
        payment: null,
      }),
    ]);

    const session = await openCheckout(member.cookie, invoice.id);
    const page = await app.request<DemoInvoiceCheckout>(`/api/invoices/demo/checkout/${session}`, { cookie: member.cookie });
    expect(page.body).toEqual({
      id: session,
      email: member.email,
      invoiceNumber: invoice.number,
      amountCents: 12_345,
      status: 'open',
      cancelUrl: `http://localhost:3000/receipts?payment=canceled&invoice=${invoice.id}`,
    });
    // Opening the checkout pays nothing.
    expect((await myInvoices(member.cookie))[0]!.payment).toBeNull();

    const paid = await app.request<{ url: string }>(`/api/invoices/demo/checkout/${session}/pay`, { cookie: member.cookie, body: card });
    expect(paid.status).toBe(200);
    expect(paid.body.url).toBe(`http://localhost:3000/receipts?payment=success&invoice=${invoice.id}`);
    const [after] = await myInvoices(member.cookie);
    expect(after!.payment).toMatchObject({
      method: 'online',
      reference: expect.stringMatching(/^pi_demo_/),
    });

    // A reload or double click on the checkout neither fails nor pays again; Pay Now is refused.
    const again = await app.request<{ url: string }>(`/api/invoices/demo/checkout/${session}/pay`, { cookie: member.cookie, body: card });
    expect(again.body.url).toBe(paid.body.url);
    expect((await myInvoices(member.cookie))[0]!.payment).toEqual(after!.payment);
    const twice = await app.request<ErrorBody>(`/api/invoices/${invoice.id}/pay`, { cookie: member.cookie, body: {} });
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('This invoice has already been paid');
  });

  it('comes back to the appointment details when paid from there', async () => {
    const member = await createMember(app);
    const invoice = await insertUnpaidInvoice(app, member.id);
    const session = await openCheckout(member.cookie, invoice.id, 'appointment');
    const paid = await app.request<{ url: string }>(`/api/invoices/demo/checkout/${session}/pay`, { cookie: member.cookie, body: card });
    expect(paid.body.url).toBe(`http://localhost:3000/appointments/${invoice.appointmentId}?payment=success&invoice=${invoice.id}`);
  });

  it('declines the decline test card and leaves the invoice unpaid; an invalid card is a 400 with its fields', async () => {
    const member = await createMember(app);
    const invoice = await insertUnpaidInvoice(app, member.id);
    const session = await openCheckout(member.cookie, invoice.id);
    const pay = (body: object) =>
      app.request<ErrorBody>(`/api/invoices/demo/checkout/${session}/pay`, {
        cookie: member.cookie,
        body,
      });
    const declined = await pay({ ...card, cardNumber: '4000 0000 0000 0002' });
    expect(declined.status).toBe(400);
    expect(declined.body.error.message).toBe('Your card was declined.');
    const invalid = await pay({ ...card, cardNumber: '4242 4242 4242 4241' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields).toEqual({
      cardNumber: 'Your card number is invalid.',
    });
    expect((await myInvoices(member.cookie))[0]!.payment).toBeNull();
    // The declined checkout can still be paid with a good card.
    expect((await pay(card)).status).toBe(200);
    expect((await myInvoices(member.cookie))[0]!.payment?.method).toBe('online');
  });

  it("never shows or pays another member's invoice or checkout (404)", async () => {
    const owner = await createMember(app);
    const other = await createMember(app, 'other');
    const invoice = await insertUnpaidInvoice(app, owner.id);
    expect(await myInvoices(other.cookie)).toEqual([]);
    const refused = await app.request<ErrorBody>(`/api/invoices/${invoice.id}/pay`, { cookie: other.cookie, body: {} });
    expect(refused.status).toBe(404);
    expect(refused.body.error.message).toBe('Invoice not found');
    expect(
      (
        await app.request(`/api/invoices/not-a-uuid/pay`, {
          cookie: other.cookie,
          body: {},
        })
      ).status,
    ).toBe(404);

    const session = await openCheckout(owner.cookie, invoice.id);
    expect(
      (
        await app.request(`/api/invoices/demo/checkout/${session}`, {
          cookie: other.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request(`/api/invoices/demo/checkout/${session}/pay`, {
          cookie: other.cookie,
          body: card,
        })
      ).status,
    ).toBe(404);
    // A membership checkout session is not an invoice's, and the other way round.
    const membership = await app.request<{ url: string }>('/api/membership/checkout', { method: 'POST', cookie: owner.cookie });
    const membershipSession = new URL(membership.body.url).searchParams.get('session')!;
    expect(
      (
        await app.request(`/api/invoices/demo/checkout/${membershipSession}`, {
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await app.request(`/api/membership/demo/checkout/${session}`, {
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(404);
    expect((await myInvoices(owner.cookie))[0]!.payment).toBeNull();
  });
});

describe("staff 'Mark as Paid'", () => {
  it('records a card payment at the shop with when and who, writes the audit log, and refuses a second payment', async () => {
    const admin = await createAdmin(app);
    const member = await createMember(app);
    const invoice = await insertUnpaidInvoice(app, member.id);

    const shown = await app.request<{ invoice: InvoiceSummary | null }>(`/api/admin/invoices/by-appointment/${invoice.appointmentId}`, {
      cookie: admin.cookie,
    });
    expect(shown.body.invoice).toMatchObject({
      id: invoice.id,
      number: invoice.number,
      payment: null,
    });

    const missingMethod = await app.request<ErrorBody>(`/api/admin/invoices/${invoice.id}/mark-paid`, {
      cookie: admin.cookie,
      body: { method: 'online' },
    });
    expect(missingMethod.status).toBe(400);
    expect(missingMethod.body.error.fields).toEqual({
      method: 'Choose card or cash',
    });
    expect(
      (
        await app.request(`/api/admin/invoices/${invoice.id}/mark-paid`, {
          cookie: member.cookie,
          body: { method: 'card' },
        })
      ).status,
    ).toBe(403);

    const marked = await app.request<InvoiceSummary>(`/api/admin/invoices/${invoice.id}/mark-paid`, {
      cookie: admin.cookie,
      body: { method: 'card' },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.payment).toMatchObject({
      method: 'card',
      reference: null,
    });
    const [row] = await app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row).toMatchObject({
      paymentMethod: 'card',
      paidRecordedBy: admin.id,
    });
    expect(Math.abs(row!.paidAt!.getTime() - Date.now())).toBeLessThan(60_000);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, invoice.id), eq(auditLog.action, 'mark_paid')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      targetType: 'invoice',
      targetName: invoice.number,
    });

    // The member sees how and when; neither staff nor the member can pay it again.
    expect((await myInvoices(member.cookie))[0]!.payment).toMatchObject({
      method: 'card',
      paidOn: marked.body.payment!.paidOn,
    });
    const again = await app.request<ErrorBody>(`/api/admin/invoices/${invoice.id}/mark-paid`, {
      cookie: admin.cookie,
      body: { method: 'cash' },
    });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This invoice has already been paid');
    expect(
      (
        await app.request(`/api/invoices/${invoice.id}/pay`, {
          cookie: member.cookie,
          body: {},
        })
      ).status,
    ).toBe(409);
    const [still] = await app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(still!.paymentMethod).toBe('card');
  });

  it('refuses a paid checkout once staff took the payment in cash, and answers 404 for an unknown invoice', async () => {
    const admin = await createAdmin(app);
    const member = await createMember(app);
    const invoice = await insertUnpaidInvoice(app, member.id);
    const session = await openCheckout(member.cookie, invoice.id);
    await app.request(`/api/admin/invoices/${invoice.id}/mark-paid`, {
      cookie: admin.cookie,
      body: { method: 'cash' },
    });
    const late = await app.request<ErrorBody>(`/api/invoices/demo/checkout/${session}/pay`, { cookie: member.cookie, body: card });
    expect(late.status).toBe(409);
    expect((await myInvoices(member.cookie))[0]!.payment?.method).toBe('cash');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (
        await app.request(`/api/admin/invoices/${unknown}/mark-paid`, {
          cookie: admin.cookie,
          body: { method: 'cash' },
        })
      ).status,
    ).toBe(404);
    const none = await app.request<{ invoice: null }>(`/api/admin/invoices/by-appointment/${unknown}`, { cookie: admin.cookie });
    expect(none.body).toEqual({ invoice: null });
    // A $0 invoice cannot go through a card checkout.
    const free = await insertUnpaidInvoice(app, member.id, 0);
    const refused = await app.request<ErrorBody>(`/api/invoices/${free.id}/pay`, { cookie: member.cookie, body: {} });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This invoice has nothing to pay');
  });
});
