import { documentLinkPath, receiptMessages, type DocumentLink } from '@drivecare/contract/appointments';
import { toast } from '@/lib/toast';

import { apiFetch } from '@/lib/api-client';

/**
 * Opens a document in a new tab through a short-lived signed link. The tab is opened at once (inside the
 * click, so no popup blocker objects) and sent to the link when the server has issued it.
 */
export async function openDocument(id: string) {
  const tab = window.open('', '_blank');
  if (!tab) {
    toast.error(receiptMessages.openFailed);
    return;
  }
  tab.opener = null;
  try {
    const link = await apiFetch<DocumentLink>(documentLinkPath(id), { method: 'POST' });
    tab.location.href = link.url;
  } catch {
    tab.close();
    toast.error(receiptMessages.openFailed);
  }
}
