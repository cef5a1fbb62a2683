import {
  invoicePaymentMessages,
  type DemoInvoiceCheckout,
  type InvoiceSummary,
  type PayInvoiceInput,
  type ShopPaymentMethod,
} from '@drivecare/contract/invoice-payments';
import { DEMO_DECLINED_CARD, type RedirectUrl } from '@drivecare/contract/membership';
import type { DemoPayments } from '../../adapters/payments/demo-payments.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { todayInZone } from '../../lib/club-time.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import type { Logger } from '../../logger.ts';
import { handleWebhook } from '../membership/membership.service.ts';
import { insertAuditRow } from '../people/audit.repository.ts';
import type { InvoicePaymentsDeps } from './invoice-payments.deps.ts';
import {
  findInvoice,
  findInvoiceOfAppointment,
  findInvoiceOfUser,
  findMemberEmail,
  listInvoicesOfUser,
  recordInvoicePayment,
  type InvoiceRow,
} from './invoice-payments.repository.ts';

export function toInvoiceSummary(row: InvoiceRow, timeZone: string): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    appointmentId: row.appointmentId,
    receiptId: row.receiptId,
    issuedAt: row.issuedAt.toISOString(),
    totalCents: row.totalCents,
    payment:
      row.paidAt && row.paymentMethod
        ? {
            method: row.paymentMethod,
            paidAt: row.paidAt.toISOString(),
            paidOn: todayInZone(timeZone, row.paidAt),
            reference: row.paymentReference,
          }
        : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownInvoice(deps: InvoicePaymentsDeps, userId: string, id: string) {
  const row = UUID.test(id) ? await findInvoiceOfUser(deps.db, userId, id) : null;
  if (!row) throw notFound(invoicePaymentMessages.invoiceNotFound);
  return row;
}

export async function listMyInvoices(deps: InvoicePaymentsDeps, userId: string): Promise<InvoiceSummary[]> {
  return (await listInvoicesOfUser(deps.db, userId)).map((row) => toInvoiceSummary(row, deps.timeZone));
}

/** 'Pay Now': Stripe Checkout in payment mode, or the demo checkout. Paid only when the webhook confirms it. */
export async function payInvoice(
  deps: InvoicePaymentsDeps,
  user: { id: string; email: string },
  id: string,
  input: Required<PayInvoiceInput>,
  log: Logger,
): Promise<RedirectUrl> {
  const invoice = await ownInvoice(deps, user.id, id);
  if (invoice.paidAt) throw conflict(invoicePaymentMessages.alreadyPaid);
  // Nothing to charge (a card cannot be charged $0): staff settle it with 'Mark as Paid'.
  if (invoice.totalCents <= 0) throw conflict(invoicePaymentMessages.nothingToPay);
  const back =
    input.returnTo === 'appointment' && invoice.appointmentId
      ? `${deps.appUrl}/appointments/${invoice.appointmentId}`
      : `${deps.appUrl}/receipts`;
  try {
    return await deps.payments.createInvoiceCheckoutSession({
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      userId: user.id,
      email: (await findMemberEmail(deps.db, user.id)) ?? user.email,
      amountCents: invoice.totalCents,
      successUrl: `${back}?payment=success&invoice=${invoice.id}`,
      cancelUrl: `${back}?payment=canceled&invoice=${invoice.id}`,
    });
  } catch (err) {
    log.error({ err, invoice: invoice.id }, 'invoice checkout session failed');
    throw new AppError('INTERNAL', invoicePaymentMessages.payFailed);
  }
}

/** The demo checkout exists only while no payment provider is configured. */
function demoOf(deps: InvoicePaymentsDeps): DemoPayments {
  if (deps.payments.mode !== 'demo') throw notFound();
  return deps.payments as DemoPayments;
}

async function ownSession(deps: InvoicePaymentsDeps, userId: string, id: string) {
  const session = await demoOf(deps).findCheckoutSession(id);
  // Another member's session, or a membership one, is as good as missing.
  if (!session || session.mode !== 'payment' || !session.invoiceId || session.userId !== userId) {
    throw notFound(invoicePaymentMessages.sessionNotFound);
  }
  const invoice = await ownInvoice(deps, userId, session.invoiceId);
  return { session, invoice };
}

export async function getDemoInvoiceCheckout(
  deps: InvoicePaymentsDeps,
  user: { id: string; email: string },
  id: string,
): Promise<DemoInvoiceCheckout> {
  const { session, invoice } = await ownSession(deps, user.id, id);
  return {
    id: session.id,
    email: user.email,
    invoiceNumber: invoice.number,
    amountCents: session.amountTotal ?? invoice.totalCents,
    status: session.status,
    cancelUrl: session.cancelUrl,
  };
}

/** 'Pay' on the demo checkout: the test card rules of the membership's demo, then the real webhook handler. */
export async function payDemoInvoiceCheckout(
  deps: InvoicePaymentsDeps,
  user: { id: string },
  id: string,
  card: { cardNumber: string },
): Promise<RedirectUrl> {
  const { session, invoice } = await ownSession(deps, user.id, id);
  if (session.status === 'complete') return { url: session.successUrl };
  if (invoice.paidAt) throw conflict(invoicePaymentMessages.alreadyPaid);
  if (card.cardNumber === DEMO_DECLINED_CARD) {
    throw badRequest(invoicePaymentMessages.cardDeclined, {
      cardNumber: invoicePaymentMessages.cardDeclined,
    });
  }
  for (const event of await demoOf(deps).completePaymentCheckoutSession(id)) {
    await handleWebhook(deps, event.payload, event.signature);
  }
  return { url: session.successUrl };
}

/** Staff: the invoice of an appointment, paid or not (null before it is completed). */
export async function getAppointmentInvoice(deps: InvoicePaymentsDeps, appointmentId: string): Promise<InvoiceSummary | null> {
  if (!UUID.test(appointmentId)) throw notFound('Appointment not found');
  const row = await findInvoiceOfAppointment(deps.db, appointmentId);
  return row && toInvoiceSummary(row, deps.timeZone);
}

/** 'Mark as Paid': a payment taken at the shop, with who recorded it, and its audit-log entry, in one transaction. */
export async function markInvoicePaid(
  deps: InvoicePaymentsDeps,
  actor: SessionUser,
  id: string,
  method: ShopPaymentMethod,
): Promise<InvoiceSummary> {
  if (!UUID.test(id)) throw notFound(invoicePaymentMessages.invoiceNotFound);
  const paid = await deps.db.transaction(async (tx) => {
    const row = await recordInvoicePayment(tx, {
      id,
      method,
      reference: null,
      recordedBy: actor.id,
    });
    if (!row) return null;
    await insertAuditRow(tx, {
      actorId: actor.id,
      targetType: 'invoice',
      targetId: row.id,
      targetName: row.number,
      action: 'mark_paid',
      before: { paid: false },
      after: { paid: true, method, paidAt: row.paidAt?.toISOString() ?? null },
    });
    return row;
  });
  if (paid) return toInvoiceSummary(paid, deps.timeZone);
  const existing = await findInvoice(deps.db, id);
  if (!existing) throw notFound(invoicePaymentMessages.invoiceNotFound);
  throw conflict(invoicePaymentMessages.alreadyPaid);
}
