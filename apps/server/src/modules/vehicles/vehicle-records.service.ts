import { randomInt } from 'node:crypto';
import {
  RECORD_RECEIPT_MAX_BYTES,
  RECORD_RECEIPT_MIME_TYPES,
  vehicleCareMessages as msg,
  type IntervalOverrideInput,
  type OdometerInput,
  type ServiceRecordValues,
} from '@drivecare/contract/vehicle-care';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStorage, StoredFile } from '../../adapters/storage/storage.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/app-error.ts';
import * as repo from './vehicle-care.repository.ts';
import { UUID, vehicleNotFound } from './vehicle-care.service.ts';

// The vehicle page's changes: odometer readings, records of work done elsewhere, the member's own intervals.

/**
 * Adds a reading inside the caller's transaction, refusing one lower than the highest reading on or before its
 * day, and keeps the vehicle's odometer equal to its latest reading. Shared by members and staff (Complete).
 */
export async function addReading(
  tx: DbOrTx,
  p: { vehicleId: string; miles: number; readingDate: string; source: 'member' | 'shop'; appointmentId?: string | null; field: string },
) {
  const previous = await repo.highestReadingUpTo(tx, { vehicleId: p.vehicleId, day: p.readingDate, exceptAppointmentId: p.appointmentId ?? null });
  if (previous !== null && p.miles < previous) {
    const text = msg.odometerTooLow(previous);
    throw badRequest(text, { [p.field]: text });
  }
  await repo.insertReading(tx, p);
  await repo.syncVehicleOdometer(tx, p.vehicleId);
}

export async function updateOdometer(db: Db, ownerId: string, vehicleId: string, input: OdometerInput & { readingDate: string }, today: string) {
  if (!UUID.test(vehicleId)) throw vehicleNotFound();
  if (input.readingDate > today) throw badRequest(msg.futureDate, { readingDate: msg.futureDate });
  await db.transaction(async (tx) => {
    if (!(await repo.lockOwnVehicle(tx, { userId: ownerId, vehicleId }))) throw vehicleNotFound();
    await addReading(tx, { vehicleId, miles: input.miles, readingDate: input.readingDate, source: 'member', field: 'miles' });
  });
}

const EXTENSIONS: Record<string, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const randomPrefix = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
const baseName = (name: string) =>
  (name.split(/[/\\]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_]/g, '_')
    .replace(/_+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 80) || 'receipt';

/** The receipt's bytes and type, checked by content (the name and the browser's type are not trusted). */
async function readReceipt(file: unknown) {
  const part = Array.isArray(file) ? (file as unknown[])[0] : file;
  if (part === undefined || part === null || part === '') return null;
  if (!(part instanceof File)) throw badRequest(msg.fileType, { file: msg.fileType });
  if (part.size === 0) return null;
  if (part.size > RECORD_RECEIPT_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', msg.fileTooLarge, { file: msg.fileTooLarge });
  const bytes = new Uint8Array(await part.arrayBuffer());
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(RECORD_RECEIPT_MIME_TYPES as readonly string[]).includes(type.mime)) throw badRequest(msg.fileType, { file: msg.fileType });
  return { bytes, type: type.mime, name: `${randomPrefix()}_${baseName(part.name)}.${EXTENSIONS[type.mime]}` };
}

/** Records work done elsewhere; the receipt is stored first and removed again if the record is refused. */
export async function addServiceRecord(
  deps: { db: Db; storage: FileStorage },
  ownerId: string,
  vehicleId: string,
  input: ServiceRecordValues,
  file: unknown,
  today: string,
): Promise<{ id: string }> {
  if (!UUID.test(vehicleId)) throw vehicleNotFound();
  if (input.serviceDate > today) throw badRequest(msg.futureDate, { serviceDate: msg.futureDate });
  const serviceIds = [...new Set(input.serviceIds)];
  const receipt = await readReceipt(file);
  const key = receipt ? `vehicle-records/${vehicleId}/${receipt.name}` : null;
  if (receipt && key) await deps.storage.put(key, receipt.bytes, receipt.type);
  try {
    const id = await deps.db.transaction(async (tx) => {
      if (!(await repo.lockOwnVehicle(tx, { userId: ownerId, vehicleId }))) throw vehicleNotFound();
      if (serviceIds.length > 0 && (await repo.activeServicesAmong(tx, serviceIds)).length !== serviceIds.length) {
        throw badRequest(msg.serviceUnknown, { serviceIds: msg.serviceUnknown });
      }
      return repo.insertRecord(tx, {
        vehicleId,
        userId: ownerId,
        serviceDate: input.serviceDate,
        odometerMiles: input.odometerMiles,
        description: input.description,
        costCents: input.costCents,
        notes: input.notes,
        serviceIds,
        receipt: receipt && key ? { key, name: receipt.name, type: receipt.type, bytes: receipt.bytes.byteLength } : null,
      });
    });
    return { id };
  } catch (err) {
    if (key) await deps.storage.delete(key);
    throw err;
  }
}

/** A record's receipt, for its owner only (another member's vehicle or record: 404). */
export async function readRecordReceipt(
  deps: { db: Db; storage: FileStorage },
  ownerId: string,
  vehicleId: string,
  recordId: string,
): Promise<StoredFile & { fileName: string }> {
  const missing = () => notFound('Receipt not found');
  if (!UUID.test(vehicleId) || !UUID.test(recordId)) throw missing();
  const row = await repo.findOwnRecordReceipt(deps.db, { userId: ownerId, vehicleId, recordId });
  if (!row?.key || !row.name || !row.type) throw missing();
  const file = await deps.storage.get(row.key);
  if (!file) throw missing();
  return { bytes: file.bytes, contentType: row.type, fileName: row.name };
}

/** The member's own interval for a service on a vehicle; enabled with no interval goes back to the catalogue's. */
export async function setInterval(db: Db, ownerId: string, vehicleId: string, serviceId: string, input: IntervalOverrideInput & { intervalMonths: number | null; intervalMiles: number | null }) {
  if (!UUID.test(vehicleId)) throw vehicleNotFound();
  if (!UUID.test(serviceId)) throw notFound('Service not found');
  await db.transaction(async (tx) => {
    if (!(await repo.lockOwnVehicle(tx, { userId: ownerId, vehicleId }))) throw vehicleNotFound();
    if (!(await repo.findService(tx, serviceId))) throw notFound('Service not found');
    if (input.enabled && input.intervalMonths === null && input.intervalMiles === null) {
      await repo.deleteOverride(tx, { vehicleId, serviceId });
    } else {
      await repo.upsertOverride(tx, { vehicleId, serviceId, enabled: input.enabled, intervalMonths: input.intervalMonths, intervalMiles: input.intervalMiles });
    }
  });
}
