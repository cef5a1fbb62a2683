import { apiFetch } from '@/lib/api-client';

/**
 * This browser's push subscription belongs to the account signed in: at sign-out it goes, on the server (while the
 * session still exists) and in the browser, so a shared device shows nothing of the previous account.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  await apiFetch('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: subscription.endpoint } }).catch(() => undefined);
  await subscription.unsubscribe().catch(() => false);
}
