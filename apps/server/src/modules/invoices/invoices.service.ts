import { documentNumber, invoiceMessages as msg, taxCents, type Invoice } from '@drivecare/contract/invoices';
import { discountCents } from '@drivecare/contract/settings';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { todayInZone } from '../../lib/club-time.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertAuditRow } from '../people/audit.repository.ts';
import { readClubSettings } from '../settings/club-settings.repository.ts';
import * as repo from './invoices.repository.ts';
import type { InvoicesDeps } from './invoices.deps.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The figures of an invoice from its lines and the club settings in force: integer cents, rounded half-up. */
export function invoiceFigures(lines: { quantity: number; unitPriceCents: number }[], p: { premium: boolean; discountPercent: number; taxRateBasisPoints: number }) {
  const subtotalCents = lines.reduce((sum, l) => sum + l.quantity * l.unitPriceCents, 0);
  const discountPercent = p.premium ? p.discountPercent : 0;
  const discount = discountCents(subtotalCents, discountPercent);
  const tax = taxCents(subtotalCents - discount, p.taxRateBasisPoints);
  return { subtotalCents, discountPercent, discountCents: discount, taxRateBasisPoints: p.taxRateBasisPoints, taxCents: tax, totalCents: subtotalCents - discount + tax };
}

/**
 * Issues the appointment's invoice inside the caller's transaction (the one that sets it 'completed', the
 * appointment row already locked): the next number of the year, the billable lines, the figures. An appointment
 * that already has one (completed again after a step back) keeps it: returns null.
 */
export async function issueInvoice(
  tx: DbOrTx,
  p: { appointmentId: string; userId: string; vehicleId: string | null; issuedBy: string | null; timeZone: string; now?: Date },
): Promise<{ id: string; number: string } | null> {
  if (await repo.invoiceIdOfAppointment(tx, p.appointmentId)) return null;
  const [settings, premium, lines] = await Promise.all([readClubSettings(tx), repo.isPremium(tx, p.userId), repo.billableLines(tx, p.appointmentId)]);
  const figures = invoiceFigures(lines, { premium, discountPercent: settings.premiumDiscountPercent, taxRateBasisPoints: settings.taxRateBasisPoints });
  const now = p.now ?? new Date();
  const year = Number(todayInZone(p.timeZone, now).slice(0, 4));
  const sequence = await repo.takeNumber(tx, 'invoice', year);
  const number = documentNumber('invoice', year, sequence);
  const id = await repo.insertInvoice(
    tx,
    { number, year, sequence, appointmentId: p.appointmentId, userId: p.userId, vehicleId: p.vehicleId, issuedBy: p.issuedBy, issuedAt: now, ...figures },
    lines,
  );
  return { id, number };
}

export function toInvoice(r: repo.InvoiceRecord): Invoice {
  const credited = r.creditNotes.reduce((sum, c) => sum + c.amountCents, 0);
  return {
    id: r.id,
    number: r.number,
    appointmentId: r.appointmentId,
    issuedAt: r.issuedAt.toISOString(),
    lines: r.lines,
    subtotalCents: r.subtotalCents,
    discountPercent: r.discountPercent,
    discountCents: r.discountCents,
    taxRateBasisPoints: r.taxRateBasisPoints,
    taxCents: r.taxCents,
    totalCents: r.totalCents,
    receiptId: r.receiptId,
    paidAt: r.paidAt?.toISOString() ?? null,
    paymentMethod: r.paymentMethod ?? null,
    creditNotes: r.creditNotes.map((c) => ({ ...c, issuedAt: c.issuedAt.toISOString() })),
    creditableCents: Math.max(0, r.totalCents - credited),
  };
}

/** GET /api/invoices/:id: the owner's own invoice, or any for staff; anyone else gets a 404. */
export async function getInvoice(db: DbOrTx, user: SessionUser, id: string): Promise<Invoice> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const row = await repo.readInvoice(db, { id, userId: user.role === 'admin' ? undefined : user.id });
  if (!row) throw notFound(msg.notFound);
  return toInvoice(row);
}

/** The invoice of an appointment already known to be the caller's to see (the visit read), or null. */
export async function invoiceOfAppointment(db: DbOrTx, appointmentId: string): Promise<Invoice | null> {
  const row = await repo.readInvoice(db, { appointmentId });
  return row ? toInvoice(row) : null;
}

/**
 * A credit note on an invoice: behind the invoice's row lock, at most what is left (total less earlier credit
 * notes), numbered CN-YYYY-NNNNN from its own gap-free counter, with an audit entry; its PDF follows after commit.
 */
export async function issueCreditNote(deps: InvoicesDeps, actor: SessionUser, invoiceId: string, input: { amount: number; reason: string }): Promise<Invoice> {
  if (!UUID.test(invoiceId)) throw notFound(msg.notFound);
  await deps.db.transaction(async (tx) => {
    const inv = await repo.lockInvoice(tx, invoiceId);
    if (!inv) throw notFound(msg.notFound);
    const left = inv.totalCents - inv.creditedCents;
    if (left <= 0) throw conflict(msg.nothingLeft, { amount: msg.nothingLeft });
    if (input.amount > left) throw badRequest(msg.creditTooLarge, { amount: msg.creditTooLarge });
    const now = new Date();
    const year = Number(todayInZone(deps.timeZone, now).slice(0, 4));
    const sequence = await repo.takeNumber(tx, 'credit_note', year);
    const number = documentNumber('credit_note', year, sequence);
    const id = await repo.insertCreditNote(tx, { number, year, sequence, invoiceId, amountCents: input.amount, reason: input.reason, issuedAt: now, issuedBy: actor.id });
    await insertAuditRow(tx, {
      actorId: actor.id,
      targetType: 'invoice',
      targetId: invoiceId,
      targetName: inv.number,
      action: 'credit_note',
      before: { creditedCents: inv.creditedCents },
      after: { creditNote: number, creditNoteId: id, amountCents: input.amount, reason: input.reason },
    });
  });
  deps.documents?.nudge();
  return getInvoice(deps.db, actor, invoiceId);
}
