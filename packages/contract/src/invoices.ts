import { z } from 'zod';
import { dollarsToCents } from './services.ts';

export const invoiceMessages = {
  notFound: 'Invoice not found',
  creditAmount: 'Enter an amount such as 12.50',
  creditTooLarge: 'The amount is more than what is left on the invoice',
  creditZero: 'The amount must be more than $0.00',
  reasonRequired: 'Reason is required',
  reasonTooLong: 'Reason must be at most 500 characters',
  creditIssued: 'Credit note issued',
  nothingLeft: 'Nothing is left to credit on this invoice',
} as const;

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface CreditNote {
  id: string;
  number: string;
  amountCents: number;
  reason: string;
  issuedAt: string;
  /** The PDF among the appointment's documents, once rendered. */
  receiptId: string | null;
}

/** An issued invoice, as GET /api/invoices/:id and the visit read give it. Its figures never change. */
export interface Invoice {
  id: string;
  number: string;
  appointmentId: string | null;
  issuedAt: string;
  lines: InvoiceLine[];
  subtotalCents: number;
  /** The Premium member discount in whole percent (0: no discount line). */
  discountPercent: number;
  discountCents: number;
  taxRateBasisPoints: number;
  taxCents: number;
  totalCents: number;
  receiptId: string | null;
  paidAt: string | null;
  paymentMethod: 'online' | 'card' | 'cash' | null;
  creditNotes: CreditNote[];
  /** What may still be credited: the total less the credit notes. */
  creditableCents: number;
}

/** 'INV-2026-00001'. */
export const documentNumber = (kind: 'invoice' | 'credit_note', year: number, sequence: number) =>
  `${kind === 'invoice' ? 'INV' : 'CN'}-${year}-${String(sequence).padStart(5, '0')}`;

/** POST /api/admin/invoices/:id/credit-notes. */
export const creditNoteInputSchema = z.object({
  amount: z
    .string({ error: invoiceMessages.creditAmount })
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/, invoiceMessages.creditAmount)
    .transform(dollarsToCents)
    .refine((c) => c > 0, invoiceMessages.creditZero),
  reason: z.string({ error: invoiceMessages.reasonRequired }).trim().min(1, invoiceMessages.reasonRequired).max(500, invoiceMessages.reasonTooLong),
});
export type CreditNoteInput = z.input<typeof creditNoteInputSchema>;

/** Tax on (subtotal − discount) at a rate in basis points, rounded half-up to the cent. */
export const taxCents = (taxableCents: number, basisPoints: number) => Math.floor((taxableCents * basisPoints + 5_000) / 10_000);
