/// <reference lib="webworker" />

/**
 * The service worker's push and notificationclick handlers. A placeholder until push notifications land
 * (issue 28, the push branch replaces this body); service-worker.ts already calls it.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the push branch uses the scope
export function installPushHandlers(sw: ServiceWorkerGlobalScope): void {}
