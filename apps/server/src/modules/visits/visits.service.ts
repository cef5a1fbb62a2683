import {
  findingPhotoUrl,
  visitMessages as msg,
  type EstimateDecision,
  type EstimateItem,
  type Visit,
  type VisitFinding,
} from '@drivecare/contract/visits';
import type { Invoice } from '@drivecare/contract/invoices';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { FileStorage, StoredFile } from '../../adapters/storage/storage.ts';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { readOwnedPhoto } from '../../lib/photos.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import * as repo from './visits.repository.ts';
import type { VisitsDeps } from './visits.deps.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What changed in a visit; browsers showing it refetch. Only the owner's streams (and staff's) carry it. */
export async function publishVisitChange(realtime: Realtime, p: { userId: string; appointmentId: string; change: 'stage' | 'finding' | 'estimate' }) {
  await realtime.publish({ type: 'visit', userId: p.userId, data: { appointmentId: p.appointmentId, change: p.change } });
}

const toItem = (r: repo.VisitRow['items'][number]): EstimateItem => ({
  id: r.id,
  description: r.description,
  quantity: r.quantity,
  unitPriceCents: r.unitPriceCents,
  totalCents: r.quantity * r.unitPriceCents,
  recommended: r.recommended,
  decision: r.decision,
  decidedAt: r.decidedAt,
  done: r.done,
  doneAt: r.doneAt,
});

/** The API's shape of one read visit row (stages, findings with their photos, items: each already ordered). */
export function toVisit(row: Pick<repo.VisitRow, 'stages' | 'findings' | 'items' | 'invoice'>, appointment: { id: string; status: string }): Visit {
  const items = row.items.map(toItem);
  const counts = (i: EstimateItem) => !i.recommended || i.decision === 'approved';
  return {
    appointmentId: appointment.id,
    status: appointment.status,
    stage: row.stages.at(-1)?.stage ?? null,
    stages: row.stages,
    findings: row.findings.map(
      (f): VisitFinding => ({ ...f, photos: f.photos.map((p) => ({ id: p.id, url: findingPhotoUrl(p.id), width: p.width, height: p.height })) }),
    ),
    estimate: {
      items,
      totalCents: items.filter(counts).reduce((sum, i) => sum + i.totalCents, 0),
      pendingCents: items.filter((i) => i.recommended && i.decision === null).reduce((sum, i) => sum + i.totalCents, 0),
    },
    invoice: row.invoice ? toInvoiceView(row.invoice, appointment.id) : null,
  };
}

const noVisit = { stages: [], findings: [], items: [], invoice: null };

/** The invoice as the API gives it, with what may still be credited. */
const toInvoiceView = (i: repo.InvoiceJson, appointmentId: string): Invoice => ({
  ...i,
  appointmentId,
  creditableCents: Math.max(0, i.totalCents - i.creditNotes.reduce((sum, c) => sum + c.amountCents, 0)),
});

/** The whole visit of one appointment, already known to exist and to be the caller's to see: one statement. */
export async function buildVisit(db: DbOrTx, appointment: { id: string; status: string }): Promise<Visit> {
  return toVisit((await repo.readVisit(db, appointment.id)) ?? noVisit, appointment);
}

/** GET /api/visits/:id: the member's own appointment only; anyone else's is a 404. One prepared statement. */
export async function getMyVisit(deps: VisitsDeps, user: SessionUser, id: string): Promise<Visit> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const row = await repo.readMemberVisit(deps.db, id, user.id);
  if (!row) throw notFound(msg.notFound);
  return toVisit(row, row);
}

/**
 * The member approves or declines one recommended item, or every waiting one. A decision may change until the
 * work is done; each is recorded with its time, and staff see it live.
 */
export async function decide(
  deps: VisitsDeps,
  user: SessionUser,
  id: string,
  target: { itemId: string } | 'all-waiting',
  decision: EstimateDecision,
): Promise<Visit> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  if (target !== 'all-waiting' && !UUID.test(target.itemId)) throw notFound(msg.itemNotFound);
  const appointment = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockAppointment(tx, id, user.id);
    if (!locked) throw notFound(msg.notFound);
    if (target === 'all-waiting') {
      await repo.setDecision(tx, await repo.lockUndecided(tx, id), decision, new Date());
      return locked;
    }
    const item = await repo.lockItem(tx, id, target.itemId);
    if (!item) throw notFound(msg.itemNotFound);
    if (!item.recommended) throw conflict(msg.notRecommended);
    if (item.done) throw conflict(msg.alreadyDone);
    if (item.decision !== decision) await repo.setDecision(tx, [item.id], decision, new Date());
    return locked;
  });
  await publishVisitChange(deps.realtime, { userId: user.id, appointmentId: id, change: 'estimate' });
  return buildVisit(deps.db, appointment);
}

/** A finding's photo for its appointment's owner or staff; anyone else gets 404. */
export async function readPhoto(db: DbOrTx, storage: FileStorage, user: SessionUser, photoId: string): Promise<StoredFile> {
  if (!UUID.test(photoId)) throw notFound(msg.photoNotFound);
  return readOwnedPhoto(storage, user, await repo.findPhoto(db, photoId), msg.photoNotFound);
}
