import type { AddAdminInput, AdminUser } from '@drivecare/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { meKeys } from './me-queries';
import { apiFetch } from '@/lib/api-client';

import { adminKeys } from './admin-queries.admin';
import { adminUserKeys } from './user-queries.admin';

export interface EditAdminInput {
  firstName: string;
  lastName: string;
  email: string;
}

function useInvalidateAdmins() {
  const queryClient = useQueryClient();
  // The users list (with admins included) and the header (editing oneself) show the same people.
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
      queryClient.invalidateQueries({ queryKey: adminUserKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
}

const userUrl = (id: string) => `/api/admin/users/${encodeURIComponent(id)}`;

/** One server operation: a verified account with the admin role, or nothing. */
export function useAddAdmin() {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: (input: AddAdminInput) => apiFetch<AdminUser>('/api/admin/admins', { method: 'POST', json: input }),
    onSuccess: invalidate,
  });
}

/** Names and e-mail only; the server keeps the fields left out. */
export function useEditAdmin() {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: EditAdminInput }) =>
      apiFetch<AdminUser>(userUrl(id), { method: 'PATCH', json: input }),
    onSuccess: invalidate,
  });
}

export function useRemoveAdminRole() {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: (id: string) => apiFetch<AdminUser>(`/api/admin/admins/${encodeURIComponent(id)}/role`, { method: 'POST', json: { role: 'user' } }),
    onSettled: invalidate,
  });
}

export function useDeleteAdmin() {
  const invalidate = useInvalidateAdmins();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ role: 'admin' | 'user' }>(userUrl(id), { method: 'DELETE' }),
    onSettled: invalidate,
  });
}
