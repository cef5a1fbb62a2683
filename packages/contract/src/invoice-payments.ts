import { z } from 'zod';

/** How an invoice was paid: online through the checkout (confirmed by the webhook), or card or cash at the shop. */
export const paymentMethods = ['online', 'card', 'cash'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

/** What staff record with 'Mark as Paid': a payment taken at the shop. */
export const shopPaymentMethods = ['card', 'cash'] as const;
export type ShopPaymentMethod = (typeof shopPaymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  online: 'online',
  card: 'by card',
  cash: 'in cash',
};

/** Texts of 'Pay Now', the invoice checkout and 'Mark as Paid'. */
export const invoicePaymentMessages = {
  paid: 'Paid',
  unpaid: 'Unpaid',
  payNow: 'Pay Now',
  markAsPaid: 'Mark as Paid',
  markAsPaidDescription: 'Record a payment taken at the shop. The member sees the invoice as paid.',
  method: 'Payment method',
  methodCard: 'Card',
  methodCash: 'Cash',
  paymentSuccess: 'Payment successful! Your invoice will show as paid in a moment.',
  paymentCanceled: 'Payment was canceled. Your invoice remains unpaid.',
  payFailed: 'Failed to start the payment. Please try again.',
  alreadyPaid: 'This invoice has already been paid',
  nothingToPay: 'This invoice has nothing to pay',
  invoiceNotFound: 'Invoice not found',
  markedPaid: 'Invoice marked as paid',
  markFailed: 'Could not mark the invoice as paid. Please try again.',
  cardDeclined: 'Your card was declined.',
  checkoutTitle: 'Pay invoice',
  sessionNotFound: 'Checkout session not found',
  loadFailed: 'Failed to load your invoices.',
} as const;

/** 'Paid by card on Nov 25, 2026': how and when, from the club's calendar date of the payment. */
export function paidLabel(method: PaymentMethod, paidOn: string): string {
  const [y, m, d] = paidOn.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1));
  const text = date.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `Paid ${paymentMethodLabels[method]} on ${text}`;
}

/** An invoice as its member (or staff) sees whether and how it is paid. */
export interface InvoiceSummary {
  id: string;
  number: string;
  appointmentId: string | null;
  /** The invoice PDF among the appointment's documents, once written. */
  receiptId: string | null;
  issuedAt: string;
  totalCents: number;
  payment: {
    method: PaymentMethod;
    /** An instant (ISO). */
    paidAt: string;
    /** yyyy-MM-dd in the club's time zone. */
    paidOn: string;
    reference: string | null;
  } | null;
}

/** POST /api/invoices/:id/pay: where the member comes back to. */
export const payInvoiceSchema = z.object({
  returnTo: z.enum(['receipts', 'appointment']).default('receipts'),
});
export type PayInvoiceInput = z.input<typeof payInvoiceSchema>;

/** POST /api/admin/invoices/:id/mark-paid */
export const markInvoicePaidSchema = z.object({
  method: z.enum(shopPaymentMethods, { error: 'Choose card or cash' }),
});
export type MarkInvoicePaidInput = z.infer<typeof markInvoicePaidSchema>;

/** GET /api/invoices/demo/checkout/:id: what the demo checkout page shows for an invoice. */
export interface DemoInvoiceCheckout {
  id: string;
  email: string;
  invoiceNumber: string;
  amountCents: number;
  status: 'open' | 'complete';
  cancelUrl: string;
}
