import type { AuditEntry, UserListResponse, UserStatusFilter } from '@drivecare/contract/users';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { ApiError, apiFetch } from '@/lib/api-client';

export interface UserListParams {
  q: string;
  status: UserStatusFilter;
  includeAdmins: boolean;
  page: number;
}

export const PAGE_SIZE = 20;
const MAX_RETRIES = 2;

export const adminUserKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUserKeys.all, 'list'] as const,
  list: (params: UserListParams) => [...adminUserKeys.lists(), params] as const,
  history: (id: string) => [...adminUserKeys.all, 'history', id] as const,
};

/** Session problems will not heal by retrying; anything else gets the spec's two retries. */
const retryUnlessSessionError = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && (error.status === 401 || error.status === 403)) && failureCount < MAX_RETRIES;

export const adminUserQueries = {
  list: (params: UserListParams) =>
    queryOptions({
      queryKey: adminUserKeys.list(params),
      queryFn: ({ signal }) => {
        const search = new URLSearchParams({
          q: params.q,
          status: params.status,
          includeAdmins: String(params.includeAdmins),
          page: String(params.page),
          pageSize: String(PAGE_SIZE),
        });
        return apiFetch<UserListResponse>(`/api/admin/users?${search.toString()}`, { signal });
      },
      // The spec's user-list cache: stale 30 s, kept 5 min, backoff min(1000 * 2^n, 30000) ms.
      staleTime: 30_000,
      gcTime: 5 * 60_000,
      retry: retryUnlessSessionError,
      retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
      // The current page stays on screen while the next search or page loads.
      placeholderData: keepPreviousData,
    }),
  history: (id: string) =>
    queryOptions({
      queryKey: adminUserKeys.history(id),
      queryFn: ({ signal }) => apiFetch<AuditEntry[]>(`/api/admin/users/${encodeURIComponent(id)}/history`, { signal }),
      staleTime: 0,
    }),
};
