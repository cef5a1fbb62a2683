import type { Profile, UpdateProfileInput } from '@drivecare/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { ApiError, NETWORK_ERROR_MESSAGE, apiFetch, toApiError } from '@/lib/api-client';

import { meKeys } from './me-queries';
import { profileKeys } from './profile-queries';

/** PUT /api/profile. The header reads ['me'], so it is refreshed too: the new name shows without a reload. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiFetch<Profile>('/api/profile', { method: 'PUT', json: input }),
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.all, profile);
      await queryClient.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}

/**
 * POST /api/profile/avatar as multipart. XMLHttpRequest rather than fetch because only it reports upload
 * progress. Resolves to the new avatar URL; failures are ApiErrors like every other call.
 */
export function postAvatar(file: File, onProgress: (percent: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/profile/avatar');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError({ status: 0, code: 'NETWORK_ERROR', message: NETWORK_ERROR_MESSAGE }));
    xhr.onload = () => {
      const response = new Response(xhr.responseText || null, { status: xhr.status });
      if (xhr.status >= 200 && xhr.status < 300) {
        void response.json().then((body: { avatarUrl: string }) => resolve(body.avatarUrl), reject);
      } else {
        void toApiError(response).then(reject, reject);
      }
    };
    const body = new FormData();
    body.append('avatar', file);
    xhr.send(body);
  });
}

/** Uploads an avatar with progress; afterwards the profile and the header (['me']) show the new picture. */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return postAvatar(file, setProgress);
    },
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: profileKeys.all }),
        queryClient.invalidateQueries({ queryKey: meKeys.all }),
      ]);
    },
  });
  return { ...mutation, progress };
}
