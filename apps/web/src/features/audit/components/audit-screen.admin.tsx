import {
  auditActionLabel,
  auditMessages,
  auditTargetLabels,
  type AuditLogEntry,
} from '@drivecare/contract/audit';
import { useQuery } from '@tanstack/react-query';
import { ScrollTextIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';

import { DataTable, type DataTableColumn } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { ListSkeleton } from '@/components/list-skeleton';
import { LoadErrorState } from '@/components/load-error-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';

import { AUDIT_PAGE_SIZE, auditQueries, type AuditParams } from '../api/audit-queries.admin';

import { describeAuditEntry } from './audit-details';
import { AuditLogFilters } from './audit-filters.admin';

const Actor = ({ entry }: { entry: AuditLogEntry }) =>
  entry.actor ? (
    <>
      {entry.actor.name}
      <span className="block text-xs break-words text-muted-foreground">{entry.actor.email}</span>
    </>
  ) : (
    <span className="text-muted-foreground italic">Removed account</span>
  );

const Target = ({ entry }: { entry: AuditLogEntry }) => (
  <>
    <span className="font-medium text-foreground">{entry.targetName ?? 'Unknown'}</span>
    <span className="block text-xs text-muted-foreground">{auditTargetLabels[entry.targetType] ?? entry.targetType}</span>
  </>
);

const columns: DataTableColumn<AuditLogEntry>[] = [
  { header: 'When', className: 'whitespace-nowrap text-slate-700', cell: (e) => formatDateTime(e.createdAt) },
  { header: 'Admin', className: 'min-w-48 text-slate-700', cell: (e) => <Actor entry={e} /> },
  { header: 'Action', rowHeader: true, cell: (e) => <Badge variant="secondary">{auditActionLabel(e.action)}</Badge> },
  { header: 'Target', cell: (e) => <Target entry={e} /> },
  { header: 'Details', className: 'max-w-xs break-words text-slate-700', cell: (e) => describeAuditEntry(e) },
];

const readParams = (search: URLSearchParams): AuditParams => ({
  actorId: search.get('admin') ?? '',
  action: search.get('action') ?? '',
  from: search.get('from') ?? '',
  to: search.get('to') ?? '',
  page: Math.max(1, Number(search.get('page')) || 1),
});

/** 'Audit Log': every admin action, newest first, filtered and paged on the server; the filters live in the URL. */
export function AuditScreen() {
  const [search, setSearch] = useSearchParams();
  const params = readParams(search);
  const { data, isPending, isError, error, refetch, isRefetching, isPlaceholderData } = useQuery(auditQueries.list(params));
  const { data: options } = useQuery(auditQueries.filters());

  const update = (next: Partial<AuditParams>) => {
    const merged = { ...params, page: 1, ...next };
    const out = new URLSearchParams();
    if (merged.actorId) out.set('admin', merged.actorId);
    if (merged.action) out.set('action', merged.action);
    if (merged.from) out.set('from', merged.from);
    if (merged.to) out.set('to', merged.to);
    if (merged.page > 1) out.set('page', String(merged.page));
    setSearch(out);
  };

  return (
    <div className="space-y-6">
      <PageHeader title={auditMessages.title} description={auditMessages.description} />
      <AuditLogFilters values={params} options={options} onChange={update} />
      {isPending ? (
        <ListSkeleton label="Loading the audit log" count={6} className="space-y-2" rowClassName="h-14 w-full rounded-lg" />
      ) : isError ? (
        <LoadErrorState
          icon={ScrollTextIcon}
          title={errorMessage(error, 'Failed to load the audit log')}
          retrying={isRefetching}
          onRetry={() => void refetch()}
        />
      ) : data.data.length === 0 ? (
        <EmptyState icon={ScrollTextIcon} description={auditMessages.empty} />
      ) : (
        <div className="space-y-4" aria-busy={isPlaceholderData}>
          <DataTable
            rows={data.data}
            caption="Audit log"
            columns={columns}
            renderCard={(e) => (
              <Card className="gap-2 px-4 py-3">
                <div className="flex items-start justify-between gap-2">
                  <Badge variant="secondary">{auditActionLabel(e.action)}</Badge>
                  <span className="text-xs text-muted-foreground">{formatDateTime(e.createdAt)}</span>
                </div>
                <div className="text-sm">
                  <Target entry={e} />
                </div>
                <div className="text-sm text-slate-700">
                  By <Actor entry={e} />
                </div>
                {describeAuditEntry(e) ? <p className="text-sm break-words text-slate-700">{describeAuditEntry(e)}</p> : null}
              </Card>
            )}
          />
          <Pagination
            label="Audit log pages"
            page={data.page}
            pageSize={AUDIT_PAGE_SIZE}
            totalCount={data.totalCount}
            busy={isPlaceholderData}
            onPage={(page) => update({ page })}
          />
        </div>
      )}
    </div>
  );
}
