import { and, desc, eq, isNull } from 'drizzle-orm';
import type { PaymentMethod } from '@drivecare/contract/invoice-payments';
import type { DbOrTx } from '../../db/client.ts';
import { user } from '../../db/schema/auth.ts';
import { invoices } from '../../db/schema/invoices.ts';

const invoiceFields = {
  id: invoices.id,
  number: invoices.number,
  userId: invoices.userId,
  appointmentId: invoices.appointmentId,
  receiptId: invoices.receiptId,
  issuedAt: invoices.issuedAt,
  totalCents: invoices.totalCents,
  paidAt: invoices.paidAt,
  paymentMethod: invoices.paymentMethod,
  paymentReference: invoices.paymentReference,
};

export type InvoiceRow = {
  id: string;
  number: string;
  userId: string;
  appointmentId: string | null;
  receiptId: string | null;
  issuedAt: Date;
  totalCents: number;
  paidAt: Date | null;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
};

/** The member's invoices, newest first. */
export const listInvoicesOfUser = (db: DbOrTx, userId: string): Promise<InvoiceRow[]> =>
  db.select(invoiceFields).from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt), desc(invoices.number));

/** One invoice of the member; another member's is as good as missing. */
export async function findInvoiceOfUser(db: DbOrTx, userId: string, id: string): Promise<InvoiceRow | null> {
  const [row] = await db
    .select(invoiceFields)
    .from(invoices)
    .where(and(eq(invoices.id, id), eq(invoices.userId, userId)));
  return row ?? null;
}

export async function findInvoice(db: DbOrTx, id: string): Promise<InvoiceRow | null> {
  const [row] = await db.select(invoiceFields).from(invoices).where(eq(invoices.id, id));
  return row ?? null;
}

export async function findInvoiceOfAppointment(db: DbOrTx, appointmentId: string): Promise<InvoiceRow | null> {
  const [row] = await db.select(invoiceFields).from(invoices).where(eq(invoices.appointmentId, appointmentId));
  return row ?? null;
}

export async function findMemberEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  return row?.email ?? null;
}

/**
 * Records the payment once: only an unpaid invoice changes, so a replayed event or a second click finds
 * nothing to update and the first payment stands. `amountCents`, when given, must equal the invoice total.
 */
export async function recordInvoicePayment(
  tx: DbOrTx,
  p: {
    id: string;
    method: PaymentMethod;
    reference: string | null;
    recordedBy: string | null;
    amountCents?: number;
  },
): Promise<InvoiceRow | null> {
  const [row] = await tx
    .update(invoices)
    .set({
      paidAt: new Date(),
      paymentMethod: p.method,
      paymentReference: p.reference,
      paidRecordedBy: p.recordedBy,
    })
    .where(
      and(eq(invoices.id, p.id), isNull(invoices.paidAt), p.amountCents === undefined ? undefined : eq(invoices.totalCents, p.amountCents)),
    )
    .returning(invoiceFields);
  return row ?? null;
}
