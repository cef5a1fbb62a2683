import { randomInt } from 'node:crypto';
import { appointments, receipts } from '../db/schema/appointments.ts';
import { shops } from '../db/schema/catalogue.ts';
import { invoiceLines, invoices } from '../db/schema/invoices.ts';
import type { TestApp } from './test-app.ts';

/**
 * An issued, unpaid invoice of a completed appointment of the member, with its PDF among the appointment's
 * documents, written straight into the tables (what issuance on completion writes). Year 2000 keeps its
 * numbers apart from those the issuance itself hands out.
 */
export async function insertUnpaidInvoice(app: TestApp, userId: string, totalCents = 12_345) {
  const [shop] = await app.db.select({ id: shops.id }).from(shops).limit(1);
  const [appointment] = await app.db
    .insert(appointments)
    .values({
      userId,
      shopId: shop!.id,
      appointmentDate: '2026-11-20',
      appointmentTime: '09:00',
      status: 'completed',
    })
    .returning({ id: appointments.id });
  const sequence = randomInt(1, 2_000_000_000);
  const number = `INV-2000-${String(sequence).padStart(5, '0')}`;
  const fileKey = `receipts/${appointment!.id}/${number}.pdf`;
  await app.storage.put(fileKey, new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), 'application/pdf');
  return app.db.transaction(async (tx) => {
    const [receipt] = await tx
      .insert(receipts)
      .values({
        appointmentId: appointment!.id,
        fileKey,
        fileName: `${number}.pdf`,
        contentType: 'application/pdf',
        sizeBytes: 15,
      })
      .returning({ id: receipts.id });
    const [invoice] = await tx
      .insert(invoices)
      .values({
        number,
        year: 2000,
        sequence,
        appointmentId: appointment!.id,
        userId,
        discountPercent: 0,
        subtotalCents: totalCents,
        discountCents: 0,
        taxRateBasisPoints: 0,
        taxCents: 0,
        totalCents,
        receiptId: receipt!.id,
      })
      .returning({ id: invoices.id, number: invoices.number });
    await tx.insert(invoiceLines).values({
      invoiceId: invoice!.id,
      position: 1,
      description: 'Brake pad replacement',
      quantity: 1,
      unitPriceCents: totalCents,
      amountCents: totalCents,
    });
    return {
      id: invoice!.id,
      number: invoice!.number,
      appointmentId: appointment!.id,
      receiptId: receipt!.id,
      totalCents,
    };
  });
}
