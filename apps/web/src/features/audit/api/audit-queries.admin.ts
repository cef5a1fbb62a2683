import type { AuditFilters, AuditLogPage } from '@drivecare/contract/audit';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

export interface AuditParams {
  actorId: string;
  action: string;
  from: string;
  to: string;
  page: number;
}

export const AUDIT_PAGE_SIZE = 25;

export const auditKeys = {
  all: ['admin-audit'] as const,
  lists: () => [...auditKeys.all, 'list'] as const,
  list: (params: AuditParams) => [...auditKeys.lists(), params] as const,
  filters: () => [...auditKeys.all, 'filters'] as const,
};

export const auditQueries = {
  /** One page of the log, newest first; the previous page stays on screen while the next one loads. */
  list: (params: AuditParams) =>
    queryOptions({
      queryKey: auditKeys.list(params),
      queryFn: ({ signal }) => {
        const { actorId, action, from, to, page } = params;
        const filters = Object.entries({ actorId, action, from, to }).filter(([, value]) => value !== '');
        const search = new URLSearchParams([...filters, ['page', String(page)], ['pageSize', String(AUDIT_PAGE_SIZE)]]);
        return apiFetch<AuditLogPage>(`/api/admin/audit?${search.toString()}`, { signal });
      },
      placeholderData: keepPreviousData,
    }),
  /** The admins and actions that appear in the log, for the filters. */
  filters: () =>
    queryOptions({
      queryKey: auditKeys.filters(),
      queryFn: () => apiFetch<AuditFilters>('/api/admin/audit/filters'),
      staleTime: 60_000,
    }),
};
