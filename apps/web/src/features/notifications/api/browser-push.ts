import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';

import { apiFetch, isApiError } from '@/lib/api-client';

import { notificationKeys, notificationQueries } from './notification-preferences-queries';

/** This browser and push: which of these decides what Profile and the prompt offer. */
export type PushState = 'unsupported' | 'unavailable' | 'denied' | 'on' | 'off';

// On a first visit the worker may still be installing (precaching the app) when the member clicks.
const WORKER_WAIT_MS = 20_000;
export const PUSH_WORKER_MISSING = "Notifications need the app's offline support, which has not started yet. Reload the page and try again.";
export const PUSH_DENIED = 'Notifications are blocked for this site. Allow them in your browser settings, then try again.';

const supported = () => typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

async function registration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error(PUSH_WORKER_MISSING)), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

async function currentSubscription() {
  if (!supported()) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const browserKey = [...notificationKeys.all, 'browser-subscription'] as const;

/** Whether this browser gets pushes, and the actions that change it. */
export function useBrowserPush() {
  const queryClient = useQueryClient();
  const publicKey = useQuery({ ...notificationQueries.publicKey(), enabled: supported() });
  const subscription = useQuery({ queryKey: browserKey, queryFn: currentSubscription, enabled: supported() });
  const [busy, setBusy] = useState(false);

  const state: PushState | 'loading' = !supported()
    ? 'unsupported'
    : publicKey.isPending || subscription.isPending
      ? 'loading'
      : !publicKey.data?.publicKey
        ? 'unavailable'
        : Notification.permission === 'denied'
          ? 'denied'
          : subscription.data && Notification.permission === 'granted'
            ? 'on'
            : 'off';

  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      try {
        await work();
      } finally {
        setBusy(false);
        await queryClient.invalidateQueries({ queryKey: browserKey });
      }
    },
    [queryClient],
  );

  const enable = () =>
    run(async () => {
      const key = publicKey.data?.publicKey;
      if (!key) throw new Error('Push notifications are not set up on this server.');
      if ((await Notification.requestPermission()) !== 'granted') throw new Error(PUSH_DENIED);
      const reg = await registration();
      const sub = (await reg.pushManager.getSubscription()) ?? (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
      await apiFetch('/api/push/subscriptions', { method: 'POST', json: sub.toJSON() });
    });

  const disable = () =>
    run(async () => {
      const sub = await currentSubscription();
      if (!sub) return;
      await apiFetch('/api/push/subscriptions', { method: 'DELETE', json: { endpoint: sub.endpoint } }).catch((error: unknown) => {
        // Already gone on the server (removed after the push service dropped it): the browser's side still goes.
        if (!(isApiError(error) && error.status === 404)) throw error;
      });
      await sub.unsubscribe();
    });

  return { state, busy, enable, disable };
}
