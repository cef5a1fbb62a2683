import { randomInt } from 'node:crypto';
import {
  adminAppointmentMessages as msg,
  APPOINTMENT_DOCUMENT_MAX_BYTES,
  APPOINTMENT_DOCUMENT_MIME_TYPES,
  type AdminAppointmentDetails,
  type AdminAppointmentEditValues,
  type AdminAppointmentOptions,
  type AdminAppointmentPage,
  type AdminAppointmentStatus,
  type AdminAppointmentQueryValues,
} from '@drivecare/contract/admin-appointments';
import { appointmentMessages } from '@drivecare/contract/appointments';
import { fileTypeFromBuffer } from 'file-type';
import { announceAppointmentChange } from './appointment-events.ts';
import { queueCancelledMail, queueRescheduledMail, queueStatusNotification } from './appointment-mails.ts';
import type { FileStorage } from '../../adapters/storage/storage.ts';
import type { Realtime } from '../../adapters/realtime/realtime.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import * as bookingRepo from './appointments.repository.ts';
import { clock, toDocument, toVehicle, UUID, type AppointmentDeps } from './appointments.service.ts';
import { isRealDate, openSlots, withinHours } from './availability.ts';
import * as repo from './appointments.admin.repository.ts';
import * as documentsRepo from './appointment-documents.repository.ts';
import { insertAuditRow, type AuditAction } from '../people/audit.repository.ts';
import { listPage } from './appointments-list.admin.repository.ts';
import { lockOwnVehicle } from '../vehicles/vehicle-care.repository.ts';
import { addReading } from '../vehicles/vehicle-records.service.ts';
import { announceCheckIn, enterCheckedIn } from '../visits/visits.admin.service.ts';
import type { InvoiceDocuments } from '../invoices/invoices.deps.ts';
import { issueInvoice } from '../invoices/invoices.service.ts';

export interface AdminAppointmentDeps extends AppointmentDeps {
  storage: FileStorage;
  realtime: Realtime;
  invoiceDocuments?: InvoiceDocuments;
}

const OCCUPYING: readonly string[] = ['scheduled', 'in-progress'];

const displayName = (r: { firstName: string | null; lastName: string | null; email: string }) =>
  [r.firstName, r.lastName].filter(Boolean).join(' ') || r.email;

export async function listAppointments(deps: AdminAppointmentDeps, q: AdminAppointmentQueryValues): Promise<AdminAppointmentPage> {
  const { rows, total } = await listPage(deps.db, {
    tab: q.tab,
    today: clock(deps).today,
    from: q.from ?? undefined,
    to: q.to ?? undefined,
    status: q.tab === 'all' ? (q.status ?? undefined) : undefined,
    q: q.q || undefined,
    limit: q.pageSize,
    offset: (q.page - 1) * q.pageSize,
  });
  return {
    page: q.page,
    pageSize: q.pageSize,
    total,
    items: rows.map((r) => ({
      id: r.id,
      appointmentDate: r.appointmentDate,
      appointmentTime: r.appointmentTime,
      status: r.status as AdminAppointmentStatus,
      previousStatus: r.previousStatus,
      additionalDetails: r.additionalDetails,
      customer: { id: r.userId, name: displayName(r), email: r.email },
      shop: { id: r.shopId, name: r.shopName },
      vehicle:
        r.vehicleId && r.vehicleYear !== null && r.vehicleMake && r.vehicleModel
          ? { id: r.vehicleId, year: r.vehicleYear, make: r.vehicleMake, model: r.vehicleModel, licensePlate: r.vehiclePlate }
          : null,
      serviceNames: r.serviceNames.filter((name) => name !== null),
      fileCount: r.fileCount,
    })),
  };
}

export async function getAppointment(deps: AdminAppointmentDeps, id: string): Promise<AdminAppointmentDetails> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const row = await repo.findDetails(deps.db, id);
  if (!row) throw notFound(msg.notFound);
  const [services, documents] = await Promise.all([repo.listServices(deps.db, id), documentsRepo.listDocuments(deps.db, id)]);
  return {
    id: row.id,
    appointmentDate: row.appointmentDate,
    appointmentTime: row.appointmentTime,
    status: row.status as AdminAppointmentStatus,
    previousStatus: row.previousStatus,
    additionalDetails: row.additionalDetails,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    customer: { id: row.userId, name: displayName(row), email: row.email, phoneNumber: row.phoneNumber, noShows: row.noShows },
    shop: row.shop,
    vehicle: toVehicle(row),
    services,
    documents: documents.map((d) => ({ ...toDocument(d), uploadedBy: d.uploadedBy })),
  };
}

export async function getEditOptions(deps: AdminAppointmentDeps, id: string): Promise<AdminAppointmentOptions> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const owner = await repo.appointmentOwner(deps.db, id);
  if (!owner) throw notFound(msg.notFound);
  const [vehicles, shops, services] = await Promise.all([
    repo.vehiclesOf(deps.db, owner.userId),
    repo.allShops(deps.db),
    repo.activeServices(deps.db),
  ]);
  return { vehicles, shops, services };
}

/** Queues the customer's status e-mail and push inside the caller's transaction: they go out only if the change commits. */
async function queueStatusMail(deps: AdminAppointmentDeps, tx: DbOrTx, p: { id: string; email: string | null; previous: string; next: string }) {
  if (!p.email) return;
  await queueStatusNotification(deps, tx, p.id, { previous: p.previous, next: p.next });
}

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockAppointment>>>;
/** An appointment as the audit log names it: its member and when. */
const auditAppointment = (tx: DbOrTx, actorId: string, action: AuditAction, a: Locked, before: unknown, after: unknown) =>
  insertAuditRow(tx, {
    actorId,
    targetType: 'appointment',
    targetId: a.id,
    targetName: `${a.memberName ?? a.email ?? 'Removed member'}, ${a.appointmentDate} ${a.appointmentTime}`,
    action,
    before,
    after,
  });

/** Any status to any other; records the previous one and queues the notification in the same transaction. */
export async function changeStatus(
  deps: AdminAppointmentDeps,
  actor: SessionUser,
  id: string,
  status: AdminAppointmentStatus,
  odometerMiles: number | null = null,
): Promise<AdminAppointmentDetails> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const changed = await deps.db.transaction(async (tx) => {
    const current = await repo.lockAppointment(tx, id);
    if (!current) throw notFound(msg.notFound);
    if (odometerMiles !== null) await recordOdometerAtService(tx, { ...current, status, odometerMiles });
    if (current.status === status) return null;
    await repo.setStatus(tx, { id, status, previousStatus: current.status });
    if (status === 'in-progress') await enterCheckedIn(tx, id, null);
    await auditAppointment(tx, actor.id, 'status_change', current, { status: current.status }, { status });
    // A cancellation also takes the event out of the member's calendar (METHOD:CANCEL) and drops the reminder.
    if (status === 'cancelled' && current.email) await queueCancelledMail(deps, tx, id, 'staff');
    else await queueStatusMail(deps, tx, { id, email: current.email, previous: current.status, next: status });
    // Last: the invoice number's row lock is held from here to the commit, so concurrent completions wait least.
    if (status === 'completed') await issueInvoiceOnCompletion(deps, tx, current, actor.id);
    return current;
  });
  if (changed) {
    if (status === 'completed') deps.invoiceDocuments?.nudge();
    const change = status === 'cancelled' ? 'cancelled' : 'changed';
    await announceAppointmentChange(deps.realtime, { shopIds: [changed.shopId], dates: [changed.appointmentDate], change });
    if (status === 'in-progress') await announceCheckIn(deps, { userId: changed.userId, appointmentId: id });
  }
  return getAppointment(deps, id);
}

/** Completing issues the invoice in the same transaction (once per appointment: completing again keeps it). */
async function issueInvoiceOnCompletion(deps: AdminAppointmentDeps, tx: DbOrTx, a: { id: string; userId: string; vehicleId: string | null }, actorId: string | null) {
  await issueInvoice(tx, { appointmentId: a.id, userId: a.userId, vehicleId: a.vehicleId, issuedBy: actorId, timeZone: deps.timeZone, now: deps.now?.() });
}

/** 'Odometer at service' of the Complete step: a shop reading of the visit's day for its vehicle (once per visit). */
async function recordOdometerAtService(
  tx: DbOrTx,
  p: { id: string; userId: string; vehicleId: string | null; status: AdminAppointmentStatus; appointmentDate: string; odometerMiles: number },
) {
  if (p.status !== 'completed') throw badRequest(msg.odometerOnlyOnComplete, { odometerMiles: msg.odometerOnlyOnComplete });
  if (!p.vehicleId || !(await lockOwnVehicle(tx, { userId: p.userId, vehicleId: p.vehicleId }))) {
    throw badRequest(msg.odometerNoVehicle, { odometerMiles: msg.odometerNoVehicle });
  }
  await addReading(tx, {
    vehicleId: p.vehicleId,
    miles: p.odometerMiles,
    readingDate: p.appointmentDate,
    source: 'shop',
    appointmentId: p.id,
    field: 'odometerMiles',
  });
}

/**
 * Edits every field in one transaction behind the shop's row lock, with member booking's rules for a new
 * date, time or shop; a full slot is refused (409, field `capacity`) unless the admin confirmed the override.
 */
export async function editAppointment(
  deps: AdminAppointmentDeps,
  id: string,
  input: AdminAppointmentEditValues,
  actorId: string | null = null,
): Promise<AdminAppointmentDetails> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const serviceIds = [...new Set(input.serviceIds)];
  const before = await deps.db.transaction(async (tx) => {
    const current = await repo.lockAppointment(tx, id);
    if (!current) throw notFound(msg.notFound);
    const shop = await bookingRepo.lockShop(tx, input.shopId);
    if (!shop) throw badRequest(appointmentMessages.shopUnavailable, { shopId: appointmentMessages.shopUnavailable });
    const moved = current.shopId !== input.shopId || current.appointmentDate !== input.date || current.appointmentTime !== input.time;
    if (current.shopId !== input.shopId && !shop.isActive) {
      throw badRequest(appointmentMessages.shopUnavailable, { shopId: appointmentMessages.shopUnavailable });
    }
    if (!(await bookingRepo.findOwnVehicle(tx, { userId: current.userId, id: input.vehicleId }))) {
      throw badRequest(msg.vehicleNotOwners, { vehicleId: msg.vehicleNotOwners });
    }
    const linked = await repo.serviceIdsOf(tx, id);
    const added = serviceIds.filter((s) => !linked.includes(s));
    const removed = linked.filter((s) => !serviceIds.includes(s));
    if (added.length > 0 && (await bookingRepo.findActiveServices(tx, added)).length !== added.length) {
      throw badRequest(appointmentMessages.serviceUnavailable, { serviceIds: appointmentMessages.serviceUnavailable });
    }
    if (moved) assertOpen(deps, shop.schedule, input.date, input.time);
    const occupiesNow = OCCUPYING.includes(input.status);
    const occupiedBefore = OCCUPYING.includes(current.status);
    if (occupiesNow && (moved || !occupiedBefore)) {
      const taken = await bookingRepo.takenPlaces(tx, {
        shopId: shop.id,
        from: input.date,
        to: input.date,
        exclude: { id, userId: current.userId },
      });
      const full = (taken.get(`${input.date}|${input.time}`) ?? 0) >= shop.slotCapacity;
      if (full && !input.overrideCapacity) throw new AppError('CONFLICT', msg.slotFull, { capacity: msg.slotFull });
    }
    const statusChanged = current.status !== input.status;
    await repo.updateAppointment(tx, {
      id,
      date: input.date,
      time: input.time,
      status: input.status,
      previousStatus: statusChanged ? current.status : undefined,
      vehicleId: input.vehicleId,
      shopId: input.shopId,
      additionalDetails: input.additionalDetails,
    });
    await repo.removeServices(tx, id, removed);
    await repo.addServices(tx, id, added);
    if (statusChanged && input.status === 'cancelled' && current.email) await queueCancelledMail(deps, tx, id, 'staff');
    else if (statusChanged) await queueStatusMail(deps, tx, { id, email: current.email, previous: current.status, next: input.status });
    // A new date or time moves the event in the member's calendar (a newer invite) and replaces the reminder.
    if (moved && input.status !== 'cancelled' && current.email) {
      await queueRescheduledMail(deps, tx, id, { date: current.appointmentDate, time: current.appointmentTime }, 'staff');
    }
    if (statusChanged && input.status === 'in-progress') await enterCheckedIn(tx, id, null);
    // Last, after the services are saved (the invoice bills what the edit left), so the number's lock is held briefly.
    if (statusChanged && input.status === 'completed') await issueInvoiceOnCompletion(deps, tx, { ...current, vehicleId: input.vehicleId }, actorId);
    return { ...current, checkedIn: statusChanged && input.status === 'in-progress' };
  });
  await announceAppointmentChange(deps.realtime, {
    shopIds: [before.shopId, input.shopId],
    dates: [before.appointmentDate, input.date],
    change: 'changed',
  });
  if (before.checkedIn) await announceCheckIn(deps, { userId: before.userId, appointmentId: id });
  if (before.status !== input.status && input.status === 'completed') deps.invoiceDocuments?.nudge();
  return getAppointment(deps, id);
}

/** Member booking's calendar rules for a new date or time: a real weekday, not past, inside the shop's hours. */
function assertOpen(deps: AppointmentDeps, schedule: Parameters<typeof withinHours>[2], date: string, time: string) {
  const m = appointmentMessages;
  if (!isRealDate(date)) throw badRequest(m.dateRequired, { date: m.dateRequired });
  const { today, nowTime } = clock(deps);
  const verdict = openSlots(date, { schedule, today, nowTime });
  if (!verdict.ok) {
    const text = verdict.reason === 'weekend' ? m.weekend : verdict.reason === 'past' ? m.pastDate : m.shopClosed;
    throw badRequest(text, { date: text });
  }
  if (!verdict.slots.includes(time)) {
    const text = withinHours(date, time, schedule) ? m.slotTaken : m.outsideHours;
    throw badRequest(text, { time: text });
  }
}

/** Removes the appointment, its service links and documents in one transaction, then the documents' files. */
export async function deleteAppointment(deps: AdminAppointmentDeps, actor: SessionUser, id: string): Promise<void> {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const keys = await deps.db.transaction(async (tx) => {
    const current = await repo.lockAppointment(tx, id);
    const removed = current && (await repo.deleteAppointment(tx, id));
    if (current && removed) await auditAppointment(tx, actor.id, 'delete', current, { status: current.status }, null);
    return removed;
  });
  if (!keys) throw notFound(msg.notFound);
  await announceAppointmentChange(deps.realtime, { shopIds: [], dates: [], change: 'deleted' });
  await Promise.all(keys.map((k) => deps.storage.delete(k)));
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomPrefix = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Non-word characters become '_', repeats collapse; the extension follows the detected type. */
export function sanitizeBaseName(name: string): string {
  const base = (name.split(/[/\\]/).pop() ?? '').replace(/\.[^.]*$/, '');
  const clean = base.replace(/[^A-Za-z0-9_]/g, '_').replace(/_+/g, '_').replace(/^_|_$/g, '').slice(0, 80);
  return clean || 'document';
}

/** Stores one document checked by its content and records it with its uploader; the member sees it at once. */
export async function uploadDocument(deps: AdminAppointmentDeps, admin: SessionUser, id: string, file: unknown) {
  if (!UUID.test(id)) throw notFound(msg.notFound);
  const part = Array.isArray(file) ? (file as unknown[])[0] : file;
  if (!(part instanceof File)) throw badRequest(msg.fileMissing, { file: msg.fileMissing });
  if (part.size > APPOINTMENT_DOCUMENT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', msg.fileTooLarge);
  if (!(await repo.appointmentOwner(deps.db, id))) throw notFound(msg.notFound);
  const bytes = new Uint8Array(await part.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(APPOINTMENT_DOCUMENT_MIME_TYPES as readonly string[]).includes(type.mime)) {
    throw badRequest(msg.fileType, { file: msg.fileType });
  }
  const fileName = `${randomPrefix()}_${sanitizeBaseName(part.name)}.${EXTENSIONS[type.mime]}`;
  const fileKey = `appointments/${id}/${fileName}`;
  await deps.storage.put(fileKey, bytes, type.mime);
  try {
    const docId = await documentsRepo.insertDocument(deps.db, {
      appointmentId: id,
      uploadedBy: admin.id,
      fileKey,
      fileName,
      contentType: type.mime,
      sizeBytes: bytes.byteLength,
    });
    return { id: docId, fileName, contentType: type.mime, sizeBytes: bytes.byteLength };
  } catch (err) {
    await deps.storage.delete(fileKey);
    throw err;
  }
}
