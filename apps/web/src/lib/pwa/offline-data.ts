import { MEMBER_DATA_CACHE } from '../../sw/member-data-cache';

/** Forgets the member's reads the service worker kept for offline use: nothing of one account outlives its sign-out. */
export async function clearOfflineData(): Promise<void> {
  if (!('caches' in window)) return;
  await caches.delete(MEMBER_DATA_CACHE);
}
