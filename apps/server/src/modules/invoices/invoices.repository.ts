import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, appointmentServices, receipts } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { services, shops } from '../../db/schema/catalogue.ts';
import { vehicles } from '../../db/schema/vehicles.ts';
import { creditNotes, documentCounters, invoiceLines, invoices } from '../../db/schema/invoices.ts';
import { profiles } from '../../db/schema/profiles.ts';
import { estimateItems } from '../../db/schema/visits.ts';

export type DocumentKind = 'invoice' | 'credit_note';

/**
 * The next number of a kind in a year, taken inside the caller's transaction: the year's first use inserts the
 * row, every later one increments it (ON CONFLICT … DO UPDATE takes the row lock). Concurrent callers queue on
 * that lock until the holder commits or rolls back, so numbers have no gaps and no duplicates.
 */
export async function takeNumber(tx: DbOrTx, kind: DocumentKind, year: number): Promise<number> {
  const [row] = await tx
    .insert(documentCounters)
    .values({ kind, year, lastNumber: 1 })
    .onConflictDoUpdate({ target: [documentCounters.kind, documentCounters.year], set: { lastNumber: sql`${documentCounters.lastNumber} + 1` } })
    .returning({ n: documentCounters.lastNumber });
  if (!row) throw new Error('document counter returned no row');
  return row.n;
}

export const invoiceIdOfAppointment = async (tx: DbOrTx, appointmentId: string) =>
  (await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.appointmentId, appointmentId)))[0]?.id ?? null;

/** Whether the member holds Premium now (the membership module keeps the level current). */
export async function isPremium(tx: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await tx.select({ level: profiles.membershipLevel }).from(profiles).where(eq(profiles.userId, userId));
  return row?.level === 'premium';
}

export interface LineSource {
  serviceId: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

/**
 * What the visit bills: its included estimate items and approved recommended ones (declined and undecided are
 * left out), then each booked service at its catalogue price that no included item already covers.
 */
export async function billableLines(tx: DbOrTx, appointmentId: string): Promise<LineSource[]> {
  const items = await tx
    .select({ serviceId: estimateItems.serviceId, description: estimateItems.description, quantity: estimateItems.quantity, unitPriceCents: estimateItems.unitPriceCents })
    .from(estimateItems)
    .where(and(eq(estimateItems.appointmentId, appointmentId), or(eq(estimateItems.recommended, false), eq(estimateItems.decision, 'approved'))))
    .orderBy(asc(estimateItems.recommended), asc(estimateItems.createdAt), asc(estimateItems.id));
  const booked = await tx
    .select({ serviceId: services.id, description: services.name, unitPriceCents: services.priceCents })
    .from(appointmentServices)
    .innerJoin(services, eq(services.id, appointmentServices.serviceId))
    .where(eq(appointmentServices.appointmentId, appointmentId))
    .orderBy(asc(services.name));
  const covered = new Set(items.map((i) => i.serviceId).filter(Boolean));
  const fromBooking = booked
    .filter((b) => !covered.has(b.serviceId))
    .map((b) => ({ serviceId: b.serviceId, description: b.description, quantity: 1, unitPriceCents: b.unitPriceCents ?? 0 }));
  return [...fromBooking, ...items];
}

export async function insertInvoice(tx: DbOrTx, row: typeof invoices.$inferInsert, lines: LineSource[]): Promise<string> {
  const [inserted] = await tx.insert(invoices).values(row).returning({ id: invoices.id });
  if (!inserted) throw new Error('invoice insert returned no row');
  if (lines.length > 0) {
    await tx.insert(invoiceLines).values(
      lines.map((l, i) => ({ invoiceId: inserted.id, position: i + 1, ...l, amountCents: l.quantity * l.unitPriceCents })),
    );
  }
  return inserted.id;
}

const invoiceColumns = {
  id: invoices.id,
  number: invoices.number,
  appointmentId: invoices.appointmentId,
  userId: invoices.userId,
  vehicleId: invoices.vehicleId,
  issuedAt: invoices.issuedAt,
  subtotalCents: invoices.subtotalCents,
  discountPercent: invoices.discountPercent,
  discountCents: invoices.discountCents,
  taxRateBasisPoints: invoices.taxRateBasisPoints,
  taxCents: invoices.taxCents,
  totalCents: invoices.totalCents,
  receiptId: invoices.receiptId,
  paidAt: invoices.paidAt,
  paymentMethod: invoices.paymentMethod,
};

/** An invoice with its lines and credit notes; `userId` restricts it to its owner (another member's is null). */
export async function readInvoice(db: DbOrTx, where: { id?: string; appointmentId?: string; userId?: string }) {
  const [row] = await db
    .select(invoiceColumns)
    .from(invoices)
    .where(
      and(
        where.id ? eq(invoices.id, where.id) : undefined,
        where.appointmentId ? eq(invoices.appointmentId, where.appointmentId) : undefined,
        where.userId ? eq(invoices.userId, where.userId) : undefined,
      ),
    );
  if (!row) return null;
  const [lines, credits] = await Promise.all([
    db
      .select({ description: invoiceLines.description, quantity: invoiceLines.quantity, unitPriceCents: invoiceLines.unitPriceCents, amountCents: invoiceLines.amountCents })
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, row.id))
      .orderBy(asc(invoiceLines.position)),
    db
      .select({ id: creditNotes.id, number: creditNotes.number, amountCents: creditNotes.amountCents, reason: creditNotes.reason, issuedAt: creditNotes.issuedAt, receiptId: creditNotes.receiptId })
      .from(creditNotes)
      .where(eq(creditNotes.invoiceId, row.id))
      .orderBy(asc(creditNotes.sequence)),
  ]);
  return { ...row, lines, creditNotes: credits };
}
export type InvoiceRecord = NonNullable<Awaited<ReturnType<typeof readInvoice>>>;

/** The invoice row locked for a credit note, with what has been credited so far. */
export async function lockInvoice(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: invoices.id, number: invoices.number, appointmentId: invoices.appointmentId, totalCents: invoices.totalCents })
    .from(invoices)
    .where(eq(invoices.id, id))
    .for('update');
  if (!row) return null;
  const [credited] = await tx
    .select({ n: sql<number>`coalesce(sum(${creditNotes.amountCents}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, id));
  return { ...row, creditedCents: Number(credited?.n ?? 0) };
}

export async function insertCreditNote(tx: DbOrTx, row: typeof creditNotes.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(creditNotes).values(row).returning({ id: creditNotes.id });
  if (!inserted) throw new Error('credit note insert returned no row');
  return inserted.id;
}

// --- The PDF job: documents still without their PDF are the queue (receipt_id is null). ---

/** Claims up to `limit` invoices whose PDF is not written yet; other workers skip the locked ones. */
export const claimUnrenderedInvoices = (tx: DbOrTx, limit: number) =>
  tx
    .select({ id: invoices.id })
    .from(invoices)
    .innerJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .where(isNull(invoices.receiptId))
    .orderBy(asc(invoices.issuedAt))
    .limit(limit)
    .for('update', { of: invoices, skipLocked: true });

export const claimUnrenderedCreditNotes = (tx: DbOrTx, limit: number) =>
  tx
    .select({ id: creditNotes.id, invoiceId: creditNotes.invoiceId, number: creditNotes.number, amountCents: creditNotes.amountCents, reason: creditNotes.reason, issuedAt: creditNotes.issuedAt })
    .from(creditNotes)
    .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
    .innerJoin(appointments, eq(appointments.id, invoices.appointmentId))
    .where(isNull(creditNotes.receiptId))
    .orderBy(asc(creditNotes.issuedAt))
    .limit(limit)
    .for('update', { of: creditNotes, skipLocked: true });

/** The appointment facts a PDF prints: the member, the shop, the vehicle, the date. */
export async function pdfContext(tx: DbOrTx, appointmentId: string) {
  const [row] = await tx
    .select({
      memberName: user.name,
      email: user.email,
      shop: shops.name,
      vehicleYear: vehicles.year,
      vehicleMake: vehicles.make,
      vehicleModel: vehicles.model,
      date: appointments.appointmentDate,
    })
    .from(appointments)
    .innerJoin(user, eq(user.id, appointments.userId))
    .innerJoin(shops, eq(shops.id, appointments.shopId))
    .leftJoin(vehicles, eq(vehicles.id, appointments.vehicleId))
    .where(eq(appointments.id, appointmentId));
  if (!row) return null;
  return {
    member: row.memberName || row.email,
    email: row.email,
    shop: row.shop,
    vehicle: row.vehicleYear !== null ? `${row.vehicleYear} ${row.vehicleMake ?? ''} ${row.vehicleModel ?? ''}`.trim() : null,
    date: row.date,
  };
}

export async function attachReceipt(
  tx: DbOrTx,
  p: { appointmentId: string; fileKey: string; fileName: string; sizeBytes: number; uploadedBy: string | null },
): Promise<string> {
  const [row] = await tx
    .insert(receipts)
    .values({ appointmentId: p.appointmentId, fileKey: p.fileKey, fileName: p.fileName, contentType: 'application/pdf', sizeBytes: p.sizeBytes, uploadedBy: p.uploadedBy })
    .returning({ id: receipts.id });
  if (!row) throw new Error('receipt insert returned no row');
  return row.id;
}

export const setInvoiceReceipt = (tx: DbOrTx, id: string, receiptId: string) => tx.update(invoices).set({ receiptId }).where(eq(invoices.id, id));
export const setCreditNoteReceipt = (tx: DbOrTx, id: string, receiptId: string) => tx.update(creditNotes).set({ receiptId }).where(eq(creditNotes.id, id));

