import { documentDownloadUrl, documentUrl } from '@drivecare/contract/appointments';
import {
  recordReceiptUrl,
  vehicleCareMessages as msg,
  type MaintenanceDueItem,
  type OdometerReading,
  type ServiceHistoryEntry,
  type VehicleCare,
} from '@drivecare/contract/vehicle-care';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { computeMaintenanceSchedule, type Completion } from './maintenance-schedule.ts';
import { createCareCache, type CareRow } from './vehicle-care-cache.ts';
import * as repo from './vehicle-care.repository.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const vehicleNotFound = () => notFound(msg.vehicleNotFound);

/** A vehicle's page as kept with its copy: `json` is the page serialised, once, when first asked for. */
interface KeptCare {
  care: VehicleCare;
  dailyMiles: number | null;
  json?: string;
}

/**
 * One vehicle's page from its row of the one-statement read (history merged newest first, schedule computed), and
 * its average daily miles between the first and the last readings (null without two days).
 */
function careAndMileage(row: CareRow, today: string): KeptCare {
  const { readings, visits, records, overrides, scheduled, version: _version, ...vehicle } = row;
  const shopMiles = new Map(readings.filter((r) => r.appointmentId).map((r) => [r.appointmentId!, r.miles]));
  const history: ServiceHistoryEntry[] = [
    ...visits.map((v) => ({
      kind: 'visit' as const,
      id: v.id,
      date: v.date,
      shop: { id: v.shopId, name: v.shopName },
      services: v.services,
      odometerMiles: shopMiles.get(v.id) ?? null,
      documents: v.documents.map((d) => ({
        id: d.id,
        fileName: d.fileName,
        contentType: d.contentType,
        sizeBytes: Number(d.sizeBytes),
        uploadDate: new Date(d.uploadDate).toISOString(),
        url: documentUrl(d.id),
        downloadUrl: documentDownloadUrl(d.id),
      })),
    })),
    ...records.map((r) => ({
      kind: 'record' as const,
      id: r.id,
      date: r.date,
      services: r.services,
      description: r.description,
      odometerMiles: r.odometerMiles,
      costCents: r.costCents,
      notes: r.notes,
      receipt:
        r.receiptName && r.receiptType
          ? { fileName: r.receiptName, contentType: r.receiptType, sizeBytes: Number(r.receiptBytes ?? 0), url: recordReceiptUrl(vehicle.id, r.id) }
          : null,
    })),
  ].sort((a, b) => b.date.localeCompare(a.date));
  const done: Completion[] = [
    ...visits.flatMap((v) => v.services.map((s) => ({ serviceId: s.id, date: v.date, miles: shopMiles.get(v.id) ?? null }))),
    ...records.flatMap((r) => r.services.map((s) => ({ serviceId: s.id, date: r.date, miles: r.odometerMiles }))),
  ];
  const own = new Map(overrides.map((o) => [o.serviceId, o]));
  const { items, estimatedMiles, dailyMiles } = computeMaintenanceSchedule({
    today,
    readings: readings.map((r) => ({ date: r.readingDate, miles: r.miles })),
    addedOn: vehicle.createdAt.toISOString().slice(0, 10),
    done,
    services: scheduled
      .filter((s) => s.isActive || own.has(s.id))
      .map((s) => ({
        serviceId: s.id,
        serviceName: s.name,
        catalogueMonths: s.intervalMonths,
        catalogueMiles: s.intervalMiles,
        override: own.get(s.id) ?? null,
      })),
  });
  const latest = readings[0];
  const lastVisit = visits[0];
  const care: VehicleCare = {
    vehicle: { ...vehicle, createdAt: vehicle.createdAt.toISOString() },
    currentOdometer: latest
      ? { miles: latest.miles, date: latest.readingDate }
      : vehicle.odometerMiles !== null
        ? { miles: vehicle.odometerMiles, date: null }
        : null,
    estimatedMiles,
    readings: readings.map(
      (r): OdometerReading => ({ id: r.id, miles: r.miles, readingDate: r.readingDate, source: r.source, appointmentId: r.appointmentId }),
    ),
    history,
    schedule: items,
    lastShop: lastVisit ? { id: lastVisit.shopId, name: lastVisit.shopName } : null,
    today,
  };
  return { care, dailyMiles };
}

// Kept per instance and checked against the database's versions on every request (vehicle-care-cache.ts).
const readCare = createCareCache(careAndMileage);

/** The member's own vehicle as kept (see `readCare`); another owner's id or a malformed one: 404. */
async function keptCareOf(db: Db, ownerId: string, vehicleId: string, today: string): Promise<KeptCare> {
  if (!UUID.test(vehicleId)) throw vehicleNotFound();
  const [kept] = await readCare(db, { userId: ownerId, vehicleId }, today);
  if (!kept) throw vehicleNotFound();
  return kept;
}

/** The vehicle page's read model: header, readings, history (newest first) and schedule. Another owner's id: 404. */
export async function getVehicleCare(db: Db, ownerId: string, vehicleId: string, today: string): Promise<VehicleCare> {
  return (await keptCareOf(db, ownerId, vehicleId, today)).care;
}

/** The same page as JSON text, serialised once per kept copy and day: it is read far more often than it changes. */
export async function getVehicleCareJson(db: Db, ownerId: string, vehicleId: string, today: string): Promise<string> {
  const kept = await keptCareOf(db, ownerId, vehicleId, today);
  return (kept.json ??= JSON.stringify(kept.care));
}

/** 404 unless the vehicle is the member's: checked before a form is read, so another member learns nothing from its errors. */
export async function assertOwnVehicle(db: DbOrTx, ownerId: string, vehicleId: string): Promise<void> {
  if (!UUID.test(vehicleId) || (await repo.ownVehicles(db, { userId: ownerId, vehicleId })).length === 0) throw vehicleNotFound();
}

/**
 * Every vehicle of the member, newest first, as its page shows it, with its average daily miles: the same read and
 * the same schedule as the vehicle page, for analytics' items due and forecast.
 */
export async function getMemberVehicleCare(db: Db, ownerId: string, today: string): Promise<KeptCare[]> {
  return readCare(db, { userId: ownerId }, today);
}

/** The dashboard's 'Maintenance Due': due-soon and overdue items across the member's vehicles, most urgent first. */
export async function getMaintenanceDue(db: Db, ownerId: string, today: string): Promise<MaintenanceDueItem[]> {
  const cares = (await getMemberVehicleCare(db, ownerId, today)).map((c) => c.care);
  return cares
    .flatMap((care) =>
      care.schedule
        .filter((item) => item.state === 'overdue' || item.state === 'due-soon')
        .map((item) => ({
          ...item,
          vehicle: { id: care.vehicle.id, year: care.vehicle.year, make: care.vehicle.make, model: care.vehicle.model },
          lastShopId: care.lastShop?.id ?? null,
        })),
    )
    .sort((a, b) => (a.state === b.state ? (a.dueDate ?? '').localeCompare(b.dueDate ?? '') : a.state === 'overdue' ? -1 : 1));
}
