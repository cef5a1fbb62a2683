import {
  FINDING_PHOTO_LIMIT,
  FINDING_PHOTO_MAX_BYTES,
  mailedVisitStages,
  visitStageLabels,
  visitMessages as msg,
  type Visit,
  type VisitStage,
} from '@drivecare/contract/visits';
import type { estimateItemInputSchema, findingInputSchema } from '@drivecare/contract/visits';
import type { z } from 'zod';
import { visitStageMail } from '../../adapters/mail/templates.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../lib/app-error.ts';
import { readPhoto } from '../../lib/photos.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { appointmentFacts, appointmentPath, loadAppointmentForMail } from '../appointments/appointment-mails.ts';
import * as repo from './visits.repository.ts';
import { buildVisit, publishVisitChange, toVisit, UUID } from './visits.service.ts';
import type { VisitsDeps } from './visits.deps.ts';

type FindingValues = z.output<typeof findingInputSchema>;
type ItemValues = z.output<typeof estimateItemInputSchema>;
type Change = 'stage' | 'finding' | 'estimate';

export async function getVisit(deps: VisitsDeps, id: string): Promise<Visit> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const row = await repo.readVisit(deps.db, id);
  if (!row) throw notFound(msg.notFound);
  return toVisit(row, row);
}

/** Runs one staff change to an appointment's visit behind its row lock, then tells the member's browsers. */
async function changeVisit(deps: VisitsDeps, id: string, change: Change, work: (tx: DbOrTx, a: { userId: string; status: string; email: string }) => Promise<void>) {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const appointment = await deps.db.transaction(async (tx) => {
    const locked = await repo.lockAppointment(tx, id);
    if (!locked) throw notFound(msg.notFound);
    await work(tx, locked);
    return locked;
  });
  await publishVisitChange(deps.realtime, { userId: appointment.userId, appointmentId: id, change });
  return buildVisit(deps.db, appointment);
}

/**
 * Inside the caller's transaction: an appointment set in progress starts at 'Checked in'. Called by the
 * appointments module's status change and edit; the caller publishes after commit (`announceCheckIn`).
 */
export async function enterCheckedIn(tx: DbOrTx, appointmentId: string, setBy: string | null) {
  await repo.addStage(tx, { appointmentId, stage: 'checked-in', setBy });
}

export const announceCheckIn = (deps: Pick<VisitsDeps, 'realtime'>, p: { userId: string; appointmentId: string }) =>
  publishVisitChange(deps.realtime, { ...p, change: 'stage' });

const isMailed = (stage: VisitStage): stage is 'awaiting-approval' | 'ready-for-pickup' => mailedVisitStages.includes(stage);

/** Moves an in-progress appointment to a stage (any order: staff may step back); every stage pushes to the member and two also e-mail (as their preferences allow). */
export function setStage(deps: VisitsDeps, admin: SessionUser, id: string, stage: VisitStage) {
  return changeVisit(deps, id, 'stage', async (tx, appointment) => {
    if (appointment.status !== 'in-progress') throw conflict(msg.notInProgress);
    const current = (await repo.listStages(tx, id)).at(-1)?.stage;
    if (current === stage) return;
    await repo.addStage(tx, { appointmentId: id, stage, setBy: admin.id });
    const facts = await loadAppointmentForMail(tx, id);
    if (!facts) return;
    const details = appointmentFacts(deps.brand, facts);
    await deps.notifier.notify(tx, {
      userId: appointment.userId,
      kind: 'visit-updates',
      mail: isMailed(stage) ? visitStageMail(deps.brand, appointment.email, { ...details, stage }) : undefined,
      push: { title: visitStageLabels[stage], body: `${details.vehicle ?? 'Your visit'} at ${facts.shopName}`, url: appointmentPath(id) },
    });
  });
}

export function addFinding(deps: VisitsDeps, admin: SessionUser, id: string, input: FindingValues) {
  return changeVisit(deps, id, 'finding', async (tx) => {
    await repo.insertFinding(tx, { appointmentId: id, title: input.title, condition: input.condition, notes: input.notes, createdBy: admin.id });
  });
}

export async function removeFinding(deps: VisitsDeps, id: string, findingId: string) {
  if (!UUID.test(findingId)) throw notFound(msg.findingNotFound);
  let keys: string[] = [];
  const visit = await changeVisit(deps, id, 'finding', async (tx) => {
    const gone = await repo.deleteFinding(tx, id, findingId);
    if (!gone) throw notFound(msg.findingNotFound);
    keys = gone;
  });
  await Promise.all(keys.map((k) => deps.storage.delete(k)));
  return visit;
}

/** Adds one photo to a finding: checked by its content, resized, stored, at most five a finding. */
export async function addPhoto(deps: VisitsDeps, id: string, findingId: string, file: unknown) {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  if (!UUID.test(findingId)) throw notFound(msg.findingNotFound);
  const part = Array.isArray(file) ? (file as unknown[])[0] : file;
  const photo = await readPhoto(part, FINDING_PHOTO_MAX_BYTES, { missing: msg.photoMissing, type: msg.photoType, tooLarge: msg.photoTooLarge });
  const fileKey = `visits/${id}/${findingId}/${crypto.randomUUID()}.webp`;
  await deps.storage.put(fileKey, photo.data, 'image/webp');
  try {
    return await changeVisit(deps, id, 'finding', async (tx) => {
      if (!(await repo.lockFinding(tx, id, findingId))) throw notFound(msg.findingNotFound);
      if ((await repo.countPhotos(tx, findingId)) >= FINDING_PHOTO_LIMIT) throw conflict(msg.photoLimit);
      await repo.insertPhoto(tx, { findingId, fileKey, contentType: 'image/webp', width: photo.width, height: photo.height });
    });
  } catch (err) {
    await deps.storage.delete(fileKey);
    throw err;
  }
}

/** A catalogue service at its catalogue price and name, or a free-text line. */
export function addItem(deps: VisitsDeps, id: string, input: ItemValues) {
  return changeVisit(deps, id, 'estimate', async (tx) => {
    if (input.source === 'catalogue') {
      const service = await repo.findPricedService(tx, input.serviceId);
      if (!service) throw badRequest(msg.serviceNotFound, { serviceId: msg.serviceNotFound });
      if (service.priceCents === null) throw badRequest(msg.serviceNoPrice, { serviceId: msg.serviceNoPrice });
      await repo.insertItem(tx, {
        appointmentId: id,
        serviceId: service.id,
        description: service.name,
        quantity: 1,
        unitPriceCents: service.priceCents,
        recommended: input.recommended,
      });
      return;
    }
    await repo.insertItem(tx, {
      appointmentId: id,
      description: input.description,
      quantity: input.quantity,
      unitPriceCents: input.unitPrice,
      recommended: input.recommended,
    });
  });
}

/** Marks work done (or not); a recommended item needs the member's approval first. */
export function setItemDone(deps: VisitsDeps, id: string, itemId: string, done: boolean) {
  if (!UUID.test(itemId)) throw notFound(msg.itemNotFound);
  return changeVisit(deps, id, 'estimate', async (tx) => {
    const item = await repo.lockItem(tx, id, itemId);
    if (!item) throw notFound(msg.itemNotFound);
    if (done && item.recommended && item.decision === 'declined') throw conflict(msg.declined);
    if (done && item.recommended && item.decision !== 'approved') throw conflict(msg.needsApproval);
    if (item.done !== done) await repo.setDone(tx, itemId, done);
  });
}

/** Removes a line staff added by mistake; one the member decided on stays on record. */
export function removeItem(deps: VisitsDeps, id: string, itemId: string) {
  if (!UUID.test(itemId)) throw notFound(msg.itemNotFound);
  return changeVisit(deps, id, 'estimate', async (tx) => {
    const item = await repo.lockItem(tx, id, itemId);
    if (!item) throw notFound(msg.itemNotFound);
    if (item.decision !== null || item.done) throw conflict(msg.decidedStays);
    await repo.deleteItem(tx, itemId);
  });
}
