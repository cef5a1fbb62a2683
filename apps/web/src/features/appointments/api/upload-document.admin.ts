import { adminDocumentUploadPath } from '@drivecare/contract/admin-appointments';

import { ApiError, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';

/**
 * Uploads one document with XMLHttpRequest, the only browser API that reports upload progress
 * (fetch has no upload events). `onProgress` receives 0..1.
 */
export function uploadDocument(
  appointmentId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', adminDocumentUploadPath(appointmentId));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
        return;
      }
      let message = 'Upload failed';
      let code = 'UNKNOWN';
      try {
        const body = JSON.parse(xhr.responseText) as {
          error?: { code?: string; message?: string };
        };
        message = body.error?.message ?? message;
        code = body.error?.code ?? code;
      } catch {
        // A non-JSON error page keeps the generic message.
      }
      reject(new ApiError({ status: xhr.status, code, message }));
    };
    xhr.onerror = () =>
      reject(
        new ApiError({
          status: 0,
          code: 'NETWORK_ERROR',
          message: NETWORK_ERROR_MESSAGE,
        }),
      );
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
