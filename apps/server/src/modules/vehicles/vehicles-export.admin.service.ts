import { todayInZone } from '../../lib/club-time.ts';
import type { CsvExport } from '../../lib/csv.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertExportAuditRow } from '../people/audit.repository.ts';
import type { VehicleFilters } from './vehicles.admin.repository.ts';
import type { VehiclesDeps } from './vehicles.deps.ts';
import { vehicleExportHeader, vehicleExportQuery } from './vehicles-export.admin.repository.ts';

/** Every vehicle the garage list's filters select (all pages) as CSV, streamed; audited before the first row. */
export async function exportVehicles(deps: VehiclesDeps, actor: SessionUser, q: VehicleFilters): Promise<CsvExport> {
  const filters: VehicleFilters = { q: q.q || undefined, make: q.make || undefined, year: q.year };
  await insertExportAuditRow(deps.db, actor.id, 'vehicles', { ...filters });
  return {
    filename: `vehicles-${todayInZone(deps.timeZone)}.csv`,
    header: vehicleExportHeader,
    rows: deps.streamRows(vehicleExportQuery(deps.db, filters), vehicleExportHeader.length),
  };
}
