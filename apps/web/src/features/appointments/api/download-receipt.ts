import type { Receipt } from '@drivecare/contract/appointments';
import { useMutation } from '@tanstack/react-query';

import { toApiError } from '@/lib/api-client';

/** Fetches the file with the session and hands it to the browser as a download under its own name. */
async function downloadReceipt(receipt: Receipt): Promise<void> {
  const response = await fetch(receipt.downloadUrl, { credentials: 'same-origin' });
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = href;
    link.download = receipt.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Give the browser a moment to start the download before the blob goes away.
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
}

export function useDownloadReceipt() {
  return useMutation({ mutationFn: downloadReceipt });
}
