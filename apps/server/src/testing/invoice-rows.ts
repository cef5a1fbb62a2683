import { creditNotes, invoiceLines, invoices } from '../db/schema/invoices.ts';
import type { TestApp } from './test-app.ts';

let sequence = 0;
const nextNumber = (kind: 'INV' | 'CN', year: number) => {
  sequence += 1;
  // Numbers far from any the issuing code would take, unique within a test database.
  const seq = 900_000 + sequence;
  return { number: `${kind}-${year}-T${seq}`, year, sequence: seq };
};

export interface InvoiceRowInput {
  userId: string;
  vehicleId: string | null;
  issuedAt: Date;
  lines: { serviceId: string | null; description: string; quantity?: number; unitPriceCents: number }[];
  /** Added to the lines' subtotal as tax; the total is subtotal + tax. */
  taxCents?: number;
}

/**
 * An issued invoice written straight into its tables, as the invoice issuance will write them: for tests of what is
 * read from invoices, independent of how they come to be issued.
 */
export async function insertInvoice(app: TestApp, input: InvoiceRowInput): Promise<{ id: string; number: string; totalCents: number }> {
  const subtotal = input.lines.reduce((sum, l) => sum + (l.quantity ?? 1) * l.unitPriceCents, 0);
  const tax = input.taxCents ?? 0;
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(invoices)
      .values({
        ...nextNumber('INV', input.issuedAt.getUTCFullYear()),
        userId: input.userId,
        vehicleId: input.vehicleId,
        discountPercent: 0,
        subtotalCents: subtotal,
        discountCents: 0,
        taxRateBasisPoints: 0,
        taxCents: tax,
        totalCents: subtotal + tax,
        issuedAt: input.issuedAt,
      })
      .returning({ id: invoices.id, number: invoices.number, totalCents: invoices.totalCents });
    if (input.lines.length) {
      await tx.insert(invoiceLines).values(
        input.lines.map((l, i) => ({
          invoiceId: row!.id,
          position: i + 1,
          serviceId: l.serviceId,
          description: l.description,
          quantity: l.quantity ?? 1,
          unitPriceCents: l.unitPriceCents,
          amountCents: (l.quantity ?? 1) * l.unitPriceCents,
        })),
      );
    }
    return row!;
  });
}

export async function insertCreditNote(app: TestApp, p: { invoiceId: string; amountCents: number; issuedAt: Date }) {
  await app.db.insert(creditNotes).values({ ...nextNumber('CN', p.issuedAt.getUTCFullYear()), invoiceId: p.invoiceId, amountCents: p.amountCents, reason: 'Test credit', issuedAt: p.issuedAt });
}
