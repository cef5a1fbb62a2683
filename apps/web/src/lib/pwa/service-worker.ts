import { useSyncExternalStore } from 'react';

/**
 * The service worker, from the page's side. Registered by the signed-in shells only (the sign-in page's script
 * budget has no room for workbox-window), and a new version waits until the person chooses 'Reload'.
 */
let updateWaiting = false;
let activateUpdate: ((reloadPage?: boolean) => Promise<void>) | null = null;
let started = false;
const listeners = new Set<() => void>();

function setUpdateWaiting(value: boolean) {
  updateWaiting = value;
  for (const listener of listeners) listener();
}

export async function startServiceWorker(): Promise<void> {
  if (started || !('serviceWorker' in navigator)) return;
  started = true;
  const { registerSW } = await import('virtual:pwa-register');
  activateUpdate = registerSW({
    immediate: true,
    onNeedRefresh: () => setUpdateWaiting(true),
  });
}

/** Lets the waiting version take over, then reloads the page on it. */
export async function reloadOnNewVersion(): Promise<void> {
  setUpdateWaiting(false);
  await activateUpdate?.(true);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when a new version of the app is installed and waiting for 'Reload'. */
export function useUpdateWaiting(): boolean {
  return useSyncExternalStore(subscribe, () => updateWaiting);
}
