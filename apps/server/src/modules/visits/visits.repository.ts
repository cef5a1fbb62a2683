import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { EstimateDecision, VisitStage } from '@drivecare/contract/visits';
import type { DbOrTx } from '../../db/client.ts';
import { appointments } from '../../db/schema/appointments.ts';
import { user } from '../../db/schema/auth.ts';
import { services } from '../../db/schema/catalogue.ts';
import { estimateItems, visitFindingPhotos, visitFindings, visitStageHistory } from '../../db/schema/visits.ts';

/** The appointment, only when `userId` owns it (members), or whoever owns it (staff: no userId). */
export async function findAppointment(db: DbOrTx, id: string, userId?: string) {
  const [row] = await db
    .select({ id: appointments.id, userId: appointments.userId, status: appointments.status })
    .from(appointments)
    .where(userId ? and(eq(appointments.id, id), eq(appointments.userId, userId)) : eq(appointments.id, id));
  return row ?? null;
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

export const listFindings = (db: DbOrTx, appointmentId: string) =>
  db
    .select({
      id: visitFindings.id,
      title: visitFindings.title,
      condition: visitFindings.condition,
      notes: visitFindings.notes,
      createdAt: visitFindings.createdAt,
    })
    .from(visitFindings)
    .where(eq(visitFindings.appointmentId, appointmentId))
    .orderBy(asc(visitFindings.createdAt), asc(visitFindings.id));

/** Every photo of the appointment's findings, in one read beside the findings' own. */
export const listPhotos = (db: DbOrTx, appointmentId: string) =>
  db
    .select({ id: visitFindingPhotos.id, findingId: visitFindingPhotos.findingId, width: visitFindingPhotos.width, height: visitFindingPhotos.height })
    .from(visitFindingPhotos)
    .innerJoin(visitFindings, eq(visitFindings.id, visitFindingPhotos.findingId))
    .where(eq(visitFindings.appointmentId, appointmentId))
    .orderBy(asc(visitFindingPhotos.createdAt), asc(visitFindingPhotos.id));

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
export type ItemRow = Awaited<ReturnType<typeof listItems>>[number];

export const listItems = (db: DbOrTx, appointmentId: string) =>
  db
    .select(itemColumns)
    .from(estimateItems)
    .where(eq(estimateItems.appointmentId, appointmentId))
    .orderBy(asc(estimateItems.createdAt), asc(estimateItems.id));

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
