import type { AdminUser, CreateUserInput, UpdateUserInput, UserStatusAction } from '@drivecare/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { adminStatsKeys } from '@/features/dashboard/api/stats-queries.admin';
import { apiFetch } from '@/lib/api-client';

import { adminUserKeys } from './user-queries.admin';

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  // The dashboard's counts change with every account change too.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminStatsKeys.all }),
    ]);
}

const userUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (input: CreateUserInput) => apiFetch<AdminUser>('/api/admin/users', { method: 'POST', json: input }),
    onSuccess: invalidate,
  });
}

export function useUpdateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateUserInput }) =>
      apiFetch<AdminUser>(userUrl(id), { method: 'PATCH', json: input }),
    onSuccess: invalidate,
  });
}

export function useChangeUserStatus() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: UserStatusAction }) =>
      apiFetch<AdminUser>(`${userUrl(id)}/status`, { method: 'POST', json: action }),
    onSettled: invalidate,
  });
}

export function useDeleteUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ role: 'admin' | 'user' }>(userUrl(id), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
