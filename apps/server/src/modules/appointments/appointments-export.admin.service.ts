import type { AdminAppointmentQueryValues } from '@drivecare/contract/admin-appointments';
import type { StreamRows } from '../../db/row-stream.ts';
import type { CsvExport } from '../../lib/csv.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertExportAuditRow } from '../people/audit.repository.ts';
import { appointmentExportHeader, appointmentExportQuery } from './appointments-export.admin.repository.ts';
import { clock, type AppointmentDeps } from './appointments.service.ts';

/**
 * Every appointment the list's filters select (all pages) as CSV, streamed; the export is audited first, so a
 * download cut short is still on record.
 */
export async function exportAppointments(
  deps: AppointmentDeps & { streamRows: StreamRows },
  actor: SessionUser,
  q: AdminAppointmentQueryValues,
): Promise<CsvExport> {
  const filters = {
    tab: q.tab,
    from: q.from ?? undefined,
    to: q.to ?? undefined,
    status: q.tab === 'all' ? (q.status ?? undefined) : undefined,
    q: q.q || undefined,
  };
  await insertExportAuditRow(deps.db, actor.id, 'appointments', filters);
  const { today } = clock(deps);
  return {
    filename: `appointments-${today}.csv`,
    header: appointmentExportHeader,
    rows: deps.streamRows(appointmentExportQuery(deps.db, { ...filters, today }), appointmentExportHeader.length),
  };
}
