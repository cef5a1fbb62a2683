import { and, asc, count, eq, getTableName, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Invoice } from '@drivecare/contract/invoices';
import type { EstimateDecision, FindingCondition, VisitStage } from '@drivecare/contract/visits';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { services } from '../../db/schema/catalogue.ts';
import { creditNotes, invoiceLines, invoices } from '../../db/schema/invoices.ts';
import { estimateItems, visitFindingPhotos, visitFindings, visitStageHistory } from '../../db/schema/visits.ts';

/**
 * A column qualified by its table's name: in a one-table select Drizzle writes bare column names, which inside the
 * correlated subqueries below would resolve to the inner table ("id" = "id").
 */
const q = (column: AnyPgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** A timestamp as JSON text in the form `Date.prototype.toISOString` gives (UTC, milliseconds, `Z`). */
const isoText = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export interface VisitRow {
  id: string;
  status: string;
  stages: { stage: VisitStage; reachedAt: string }[];
  findings: {
    id: string;
    title: string;
    condition: FindingCondition;
    notes: string | null;
    createdAt: string;
    photos: { id: string; width: number; height: number }[];
  }[];
  items: {
    id: string;
    description: string;
    quantity: number;
    unitPriceCents: number;
    recommended: boolean;
    decision: EstimateDecision | null;
    decidedAt: string | null;
    done: boolean;
    doneAt: string | null;
  }[];
  /** The issued invoice with its lines and credit notes (timestamps as ISO text), or null before completion. */
  invoice: InvoiceJson | null;
}

/** The invoice as the API gives it, less what the service adds (its appointment and what is left to credit). */
export type InvoiceJson = Omit<Invoice, 'appointmentId' | 'creditableCents'>;

/**
 * The whole visit of one appointment in one statement: the appointment row (its ownership in the WHERE) with its
 * stage history, findings (each with its photos) and estimate items as JSON arrays, each read through its
 * (appointment_id, time) index and ordered as the screens show them. Timestamps come as ISO text.
 */
const visitSelect = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select({
      id: appointments.id,
      status: appointments.status,
      stages: sql<VisitRow['stages']>`(
        select coalesce(json_agg(json_build_object('stage', ${q(visitStageHistory.stage)}, 'reachedAt', ${isoText(q(visitStageHistory.reachedAt))})
          order by ${q(visitStageHistory.reachedAt)}, ${q(visitStageHistory.id)}), '[]'::json)
        from ${visitStageHistory} where ${q(visitStageHistory.appointmentId)} = ${q(appointments.id)})`,
      findings: sql<VisitRow['findings']>`(
        select coalesce(json_agg(json_build_object(
          'id', ${q(visitFindings.id)}, 'title', ${q(visitFindings.title)}, 'condition', ${q(visitFindings.condition)}, 'notes', ${q(visitFindings.notes)},
          'createdAt', ${isoText(q(visitFindings.createdAt))},
          'photos', (
            select coalesce(json_agg(json_build_object('id', ${q(visitFindingPhotos.id)}, 'width', ${q(visitFindingPhotos.width)}, 'height', ${q(visitFindingPhotos.height)})
              order by ${q(visitFindingPhotos.createdAt)}, ${q(visitFindingPhotos.id)}), '[]'::json)
            from ${visitFindingPhotos} where ${q(visitFindingPhotos.findingId)} = ${q(visitFindings.id)})
        ) order by ${q(visitFindings.createdAt)}, ${q(visitFindings.id)}), '[]'::json)
        from ${visitFindings} where ${q(visitFindings.appointmentId)} = ${q(appointments.id)})`,
      items: sql<VisitRow['items']>`(
        select coalesce(json_agg(json_build_object(
          'id', ${q(estimateItems.id)}, 'description', ${q(estimateItems.description)}, 'quantity', ${q(estimateItems.quantity)},
          'unitPriceCents', ${q(estimateItems.unitPriceCents)}, 'recommended', ${q(estimateItems.recommended)}, 'decision', ${q(estimateItems.decision)},
          'decidedAt', ${isoText(q(estimateItems.decidedAt))}, 'done', ${q(estimateItems.done)}, 'doneAt', ${isoText(q(estimateItems.doneAt))}
        ) order by ${q(estimateItems.createdAt)}, ${q(estimateItems.id)}), '[]'::json)
        from ${estimateItems} where ${q(estimateItems.appointmentId)} = ${q(appointments.id)})`,
      invoice: sql<InvoiceJson | null>`(
        select json_build_object(
          'id', ${q(invoices.id)}, 'number', ${q(invoices.number)}, 'issuedAt', ${isoText(q(invoices.issuedAt))},
          'subtotalCents', ${q(invoices.subtotalCents)}, 'discountPercent', ${q(invoices.discountPercent)}, 'discountCents', ${q(invoices.discountCents)},
          'taxRateBasisPoints', ${q(invoices.taxRateBasisPoints)}, 'taxCents', ${q(invoices.taxCents)}, 'totalCents', ${q(invoices.totalCents)},
          'receiptId', ${q(invoices.receiptId)}, 'paidAt', ${isoText(q(invoices.paidAt))}, 'paymentMethod', ${q(invoices.paymentMethod)},
          'lines', (
            select coalesce(json_agg(json_build_object('description', ${q(invoiceLines.description)}, 'quantity', ${q(invoiceLines.quantity)},
              'unitPriceCents', ${q(invoiceLines.unitPriceCents)}, 'amountCents', ${q(invoiceLines.amountCents)}) order by ${q(invoiceLines.position)}), '[]'::json)
            from ${invoiceLines} where ${q(invoiceLines.invoiceId)} = ${q(invoices.id)}),
          'creditNotes', (
            select coalesce(json_agg(json_build_object('id', ${q(creditNotes.id)}, 'number', ${q(creditNotes.number)}, 'amountCents', ${q(creditNotes.amountCents)},
              'reason', ${q(creditNotes.reason)}, 'issuedAt', ${isoText(q(creditNotes.issuedAt))}, 'receiptId', ${q(creditNotes.receiptId)}) order by ${q(creditNotes.sequence)}), '[]'::json)
            from ${creditNotes} where ${q(creditNotes.invoiceId)} = ${q(invoices.id)})
        )
        from ${invoices} where ${q(invoices.appointmentId)} = ${q(appointments.id)})`,
    })
    .from(appointments)
    .where(where);

const memberVisitQuery = preparedPerDatabase((db) =>
  visitSelect(db, and(eq(appointments.id, sql.placeholder('id')), eq(appointments.userId, sql.placeholder('userId')))).prepare('member_visit'),
);

/** The member's read: the visit only when `userId` owns the appointment, else null. One prepared statement. */
export async function readMemberVisit(db: Db, id: string, userId: string): Promise<VisitRow | null> {
  const [row] = await memberVisitQuery(db).execute({ id, userId });
  return (row as VisitRow | undefined) ?? null;
}

/** The visit of any appointment (staff, or after a change already checked), else null. */
export async function readVisit(db: DbOrTx, id: string): Promise<VisitRow | null> {
  const [row] = await visitSelect(db, eq(appointments.id, id));
  return (row as VisitRow | undefined) ?? null;
}

/** The appointment row locked for a change, with its owner's e-mail. */
export async function lockAppointment(tx: DbOrTx, id: string, userId?: string) {
  const [row] = await tx
    .select({ id: appointments.id, userId: appointments.userId, status: appointments.status, email: user.email })
    .from(appointments)
    .innerJoin(user, eq(user.id, appointments.userId))
    .where(userId ? and(eq(appointments.id, id), eq(appointments.userId, userId)) : eq(appointments.id, id))
    .for('update', { of: appointments });
  return row ?? null;
}

export const listStages = (db: DbOrTx, appointmentId: string) =>
  db
    .select({ stage: visitStageHistory.stage, reachedAt: visitStageHistory.reachedAt })
    .from(visitStageHistory)
    .where(eq(visitStageHistory.appointmentId, appointmentId))
    .orderBy(asc(visitStageHistory.reachedAt), asc(visitStageHistory.id));

export async function addStage(tx: DbOrTx, p: { appointmentId: string; stage: VisitStage; setBy: string | null }) {
  await tx.insert(visitStageHistory).values(p);
}

export async function insertFinding(
  db: DbOrTx,
  values: { appointmentId: string; title: string; condition: (typeof visitFindings.$inferInsert)['condition']; notes: string | null; createdBy: string },
) {
  const [row] = await db.insert(visitFindings).values(values).returning({ id: visitFindings.id });
  return row!.id;
}

/** The finding of this appointment, locked so its photos are counted one upload at a time. */
export async function lockFinding(tx: DbOrTx, appointmentId: string, findingId: string) {
  const [row] = await tx
    .select({ id: visitFindings.id })
    .from(visitFindings)
    .where(and(eq(visitFindings.id, findingId), eq(visitFindings.appointmentId, appointmentId)))
    .for('update');
  return row ?? null;
}

export async function countPhotos(tx: DbOrTx, findingId: string) {
  const [row] = await tx.select({ n: count() }).from(visitFindingPhotos).where(eq(visitFindingPhotos.findingId, findingId));
  return row?.n ?? 0;
}

export async function insertPhoto(tx: DbOrTx, values: typeof visitFindingPhotos.$inferInsert) {
  const [row] = await tx.insert(visitFindingPhotos).values(values).returning({ id: visitFindingPhotos.id });
  return row!.id;
}

/** Removes the finding and answers its photos' file keys (null when there is no such finding). */
export async function deleteFinding(tx: DbOrTx, appointmentId: string, findingId: string) {
  const keys = await tx
    .select({ key: visitFindingPhotos.fileKey })
    .from(visitFindingPhotos)
    .where(eq(visitFindingPhotos.findingId, findingId));
  const gone = await tx
    .delete(visitFindings)
    .where(and(eq(visitFindings.id, findingId), eq(visitFindings.appointmentId, appointmentId)))
    .returning({ id: visitFindings.id });
  return gone.length > 0 ? keys.map((k) => k.key) : null;
}

/** A photo's file with its appointment's owner, for the file route's check. */
export async function findPhoto(db: DbOrTx, photoId: string) {
  const [row] = await db
    .select({ fileKey: visitFindingPhotos.fileKey, contentType: visitFindingPhotos.contentType, ownerId: appointments.userId })
    .from(visitFindingPhotos)
    .innerJoin(visitFindings, eq(visitFindings.id, visitFindingPhotos.findingId))
    .innerJoin(appointments, eq(appointments.id, visitFindings.appointmentId))
    .where(eq(visitFindingPhotos.id, photoId));
  return row ?? null;
}

const itemColumns = {
  id: estimateItems.id,
  description: estimateItems.description,
  quantity: estimateItems.quantity,
  unitPriceCents: estimateItems.unitPriceCents,
  recommended: estimateItems.recommended,
  decision: estimateItems.decision,
  decidedAt: estimateItems.decidedAt,
  done: estimateItems.done,
  doneAt: estimateItems.doneAt,
};

export async function findPricedService(db: DbOrTx, serviceId: string) {
  const [row] = await db.select({ id: services.id, name: services.name, priceCents: services.priceCents }).from(services).where(eq(services.id, serviceId));
  return row ?? null;
}

export async function insertItem(db: DbOrTx, values: typeof estimateItems.$inferInsert) {
  const [row] = await db.insert(estimateItems).values(values).returning({ id: estimateItems.id });
  return row!.id;
}

export async function lockItem(tx: DbOrTx, appointmentId: string, itemId: string) {
  const [row] = await tx
    .select(itemColumns)
    .from(estimateItems)
    .where(and(eq(estimateItems.id, itemId), eq(estimateItems.appointmentId, appointmentId)))
    .for('update');
  return row ?? null;
}

export async function setDecision(tx: DbOrTx, itemIds: string[], decision: EstimateDecision, at: Date) {
  if (itemIds.length === 0) return;
  await tx.update(estimateItems).set({ decision, decidedAt: at }).where(inArray(estimateItems.id, itemIds));
}

/** Recommended items of the appointment still waiting for the member, locked. */
export async function lockUndecided(tx: DbOrTx, appointmentId: string) {
  const rows = await tx
    .select({ id: estimateItems.id })
    .from(estimateItems)
    .where(and(eq(estimateItems.appointmentId, appointmentId), eq(estimateItems.recommended, true), isNull(estimateItems.decision)))
    .for('update');
  return rows.map((r) => r.id);
}

export async function setDone(tx: DbOrTx, itemId: string, done: boolean) {
  await tx.update(estimateItems).set({ done, doneAt: done ? new Date() : null }).where(eq(estimateItems.id, itemId));
}

export async function deleteItem(tx: DbOrTx, itemId: string) {
  await tx.delete(estimateItems).where(eq(estimateItems.id, itemId));
}
