import type { InvoicePaymentEvent } from '../../adapters/payments/payments.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Logger } from '../../logger.ts';
import { recordInvoicePayment } from './invoice-payments.repository.ts';

/**
 * A payment-mode checkout.session.completed for an invoice, inside the webhook's transaction (after its event id
 * was recorded once). Only payment_status 'paid' in USD for the invoice's exact total pays it; the invoice is paid
 * at most once, so a second session paid for the same invoice changes nothing and is logged for a refund.
 */
export async function applyInvoicePaymentEvent(tx: DbOrTx, type: string, payment: InvoicePaymentEvent, log?: Logger) {
  if (type !== 'checkout.session.completed' && type !== 'checkout.session.async_payment_succeeded') return;
  if (payment.paymentStatus !== 'paid') return;
  if (payment.currency !== null && payment.currency.toLowerCase() !== 'usd') {
    log?.warn({ invoice: payment.invoiceId, currency: payment.currency }, 'invoice paid in an unexpected currency');
    return;
  }
  const paid = await recordInvoicePayment(tx, {
    id: payment.invoiceId,
    method: 'online',
    reference: payment.reference,
    recordedBy: null,
    ...(payment.amountTotal === null ? {} : { amountCents: payment.amountTotal }),
  });
  if (!paid)
    log?.warn(
      { invoice: payment.invoiceId, reference: payment.reference },
      'online payment for an invoice already paid, missing or of another amount',
    );
}
