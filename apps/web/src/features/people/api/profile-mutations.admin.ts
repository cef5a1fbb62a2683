import type { Profile, UpdateProfileInput } from '@drivecare/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { meKeys } from './me-queries';
import { ApiError, apiFetch } from '@/lib/api-client';
import { authClient } from '@/lib/auth-client';

import { adminProfileKeys } from './admin-profile-queries.admin';

/** The header reads ['me']: refreshing it shows a new name or picture without a reload. */
function useRefreshOwnProfile() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminProfileKeys.all }),
      queryClient.invalidateQueries({ queryKey: meKeys.all }),
    ]);
}

export function useUpdateOwnProfile() {
  const refresh = useRefreshOwnProfile();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiFetch<Profile>('/api/profile', { method: 'PUT', json: input }),
    onSuccess: refresh,
  });
}

export function useUploadOwnAvatar() {
  const refresh = useRefreshOwnProfile();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('avatar', file);
      return apiFetch<{ avatarUrl: string }>('/api/profile/avatar', { method: 'POST', body });
    },
    onSuccess: refresh,
  });
}

/** better-auth's answers as an ApiError, so callers handle one error type. */
function raise(error: { status: number; code?: string | undefined; message?: string | undefined }): never {
  throw new ApiError({ status: error.status, code: error.code ?? 'UNKNOWN', message: error.message ?? 'Something went wrong' });
}

/** The current password is checked by the auth server; the account's other sessions end. */
export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) => {
      const { error } = await authClient.changePassword({ ...input, revokeOtherSessions: true });
      if (error) raise(error);
    },
  });
}

/** Sends a confirmation link; the address changes only once it is followed. */
export function useChangeEmail() {
  const refresh = useRefreshOwnProfile();
  return useMutation({
    mutationFn: async (newEmail: string) => {
      const { error } = await authClient.changeEmail({ newEmail, callbackURL: '/admin/profile' });
      if (error) raise(error);
    },
    onSuccess: refresh,
  });
}
