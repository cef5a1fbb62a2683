import { todayInZone } from '../../lib/club-time.ts';
import type { CsvExport } from '../../lib/csv.ts';
import type { SessionUser } from '../../lib/session-cache.ts';
import { insertExportAuditRow } from './audit.repository.ts';
import type { PeopleDeps } from './people.deps.ts';
import { userExportHeader, userExportQuery } from './users-export.repository.ts';
import type { ListParams } from './users-list.repository.ts';

/** Every account the user list's filters select (all pages) as CSV, streamed; audited before the first row. */
export async function exportUsers(deps: PeopleDeps, actor: SessionUser, params: Omit<ListParams, 'page' | 'pageSize'>): Promise<CsvExport> {
  const filters = { q: params.q, status: params.status, includeAdmins: params.includeAdmins };
  await insertExportAuditRow(deps.db, actor.id, 'users', filters);
  return {
    filename: `users-${todayInZone(deps.timeZone)}.csv`,
    header: userExportHeader,
    rows: deps.streamRows(userExportQuery(deps.db, filters), userExportHeader.length),
  };
}
