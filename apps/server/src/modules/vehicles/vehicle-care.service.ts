import { documentDownloadUrl, documentUrl } from '@drivecare/contract/appointments';
import {
  recordReceiptUrl,
  vehicleCareMessages as msg,
  type MaintenanceDueItem,
  type OdometerReading,
  type ServiceHistoryEntry,
  type VehicleCare,
} from '@drivecare/contract/vehicle-care';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { computeMaintenanceSchedule, type Completion } from './maintenance-schedule.ts';
import * as repo from './vehicle-care.repository.ts';

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const vehicleNotFound = () => notFound(msg.vehicleNotFound);

type VehicleRow = Awaited<ReturnType<typeof repo.ownVehicles>>[number];

/** Everything the vehicle page shows, for each of the given vehicles of one owner, read in a handful of queries. */
async function loadCare(db: DbOrTx, ownerId: string, vehicles: VehicleRow[], today: string): Promise<VehicleCare[]> {
  const vehicleIds = vehicles.map((v) => v.id);
  if (vehicleIds.length === 0) return [];
  const [readings, visits, records, catalogue, overrides] = await Promise.all([
    repo.readingsOf(db, vehicleIds),
    repo.completedVisits(db, { userId: ownerId, vehicleIds }),
    repo.recordsOf(db, { userId: ownerId, vehicleIds }),
    repo.scheduledServices(db, vehicleIds),
    repo.overridesOf(db, vehicleIds),
  ]);
  const documents = visits.length > 0 ? await repo.visitDocuments(db, visits.map((v) => v.id)) : [];
  return vehicles.map((vehicle) => {
    const own = <T extends { vehicleId: string }>(rows: T[]) => rows.filter((r) => r.vehicleId === vehicle.id);
    const myReadings = own(readings);
    const shopMiles = new Map(myReadings.filter((r) => r.appointmentId).map((r) => [r.appointmentId!, r.miles]));
    const myVisits = own(visits);
    const myRecords = own(records);
    const history: ServiceHistoryEntry[] = [
      ...myVisits.map((v) => ({
        kind: 'visit' as const,
        id: v.id,
        date: v.date,
        shop: { id: v.shopId, name: v.shopName },
        services: v.services,
        odometerMiles: shopMiles.get(v.id) ?? null,
        documents: documents
          .filter((d) => d.appointmentId === v.id)
          .map((d) => ({
            id: d.id,
            fileName: d.fileName,
            contentType: d.contentType,
            sizeBytes: d.sizeBytes,
            uploadDate: new Date(d.uploadDate).toISOString(),
            url: documentUrl(d.id),
            downloadUrl: documentDownloadUrl(d.id),
          })),
      })),
      ...myRecords.map((r) => ({
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
            ? { fileName: r.receiptName, contentType: r.receiptType, sizeBytes: r.receiptBytes ?? 0, url: recordReceiptUrl(vehicle.id, r.id) }
            : null,
      })),
    ].sort((a, b) => b.date.localeCompare(a.date));
    const done: Completion[] = [
      ...myVisits.flatMap((v) => v.services.map((s) => ({ serviceId: s.id, date: v.date, miles: shopMiles.get(v.id) ?? null }))),
      ...myRecords.flatMap((r) => r.services.map((s) => ({ serviceId: s.id, date: r.date, miles: r.odometerMiles }))),
    ];
    const myOverrides = new Map(own(overrides).map((o) => [o.serviceId, o]));
    const { items, estimatedMiles } = computeMaintenanceSchedule({
      today,
      readings: myReadings.map((r) => ({ date: r.readingDate, miles: r.miles })),
      addedOn: vehicle.createdAt.toISOString().slice(0, 10),
      done,
      services: catalogue
        .filter((s) => s.isActive || myOverrides.has(s.id))
        .map((s) => ({
          serviceId: s.id,
          serviceName: s.name,
          catalogueMonths: s.intervalMonths,
          catalogueMiles: s.intervalMiles,
          override: myOverrides.get(s.id) ?? null,
        })),
    });
    const latest = myReadings[0];
    const lastVisit = myVisits[0];
    return {
      vehicle: { ...vehicle, createdAt: vehicle.createdAt.toISOString() },
      currentOdometer: latest
        ? { miles: latest.miles, date: latest.readingDate }
        : vehicle.odometerMiles !== null
          ? { miles: vehicle.odometerMiles, date: null }
          : null,
      estimatedMiles,
      readings: myReadings.map(
        (r): OdometerReading => ({ id: r.id, miles: r.miles, readingDate: r.readingDate, source: r.source, appointmentId: r.appointmentId }),
      ),
      history,
      schedule: items,
      lastShop: lastVisit ? { id: lastVisit.shopId, name: lastVisit.shopName } : null,
      today,
    };
  });
}

/** The vehicle page's read model: header, readings, history (newest first) and schedule. Another owner's id: 404. */
export async function getVehicleCare(db: DbOrTx, ownerId: string, vehicleId: string, today: string): Promise<VehicleCare> {
  if (!UUID.test(vehicleId)) throw vehicleNotFound();
  const vehicles = await repo.ownVehicles(db, { userId: ownerId, vehicleId });
  if (vehicles.length === 0) throw vehicleNotFound();
  return (await loadCare(db, ownerId, vehicles, today))[0]!;
}

/** 404 unless the vehicle is the member's: checked before a form is read, so another member learns nothing from its errors. */
export async function assertOwnVehicle(db: DbOrTx, ownerId: string, vehicleId: string): Promise<void> {
  if (!UUID.test(vehicleId) || (await repo.ownVehicles(db, { userId: ownerId, vehicleId })).length === 0) throw vehicleNotFound();
}

/** The dashboard's 'Maintenance Due': due-soon and overdue items across the member's vehicles, most urgent first. */
export async function getMaintenanceDue(db: DbOrTx, ownerId: string, today: string): Promise<MaintenanceDueItem[]> {
  const cares = await loadCare(db, ownerId, await repo.ownVehicles(db, { userId: ownerId }), today);
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
