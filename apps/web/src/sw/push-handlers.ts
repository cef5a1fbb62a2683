/// <reference lib="webworker" />

/** What the server's push outbox sends (packages/contract PushMessage); only these fields are read. */
interface PushPayload {
  kind?: string;
  title?: string;
  body?: string;
  url?: string;
}

const FALLBACK_URL = '/dashboard';

function readPayload(event: PushEvent): PushPayload {
  try {
    return (event.data?.json() ?? {}) as PushPayload;
  } catch {
    return { body: event.data?.text() };
  }
}

/** Only a path of this app: a push must never send the member to another site. */
function samePath(url: unknown, origin: string): string {
  if (typeof url !== 'string') return FALLBACK_URL;
  const target = new URL(url, origin);
  return target.origin === origin ? `${target.pathname}${target.search}${target.hash}` : FALLBACK_URL;
}

/**
 * A push shows a notification; a click on it focuses a window of the app already open (navigated to the push's
 * screen) or opens one there.
 */
export function installPushHandlers(sw: ServiceWorkerGlobalScope): void {
  sw.addEventListener('push', (event) => {
    const payload = readPayload(event);
    const url = samePath(payload.url, sw.location.origin);
    event.waitUntil(
      sw.registration.showNotification(payload.title ?? 'DriveCare Club', {
        body: payload.body ?? '',
        icon: '/pwa-192x192.png',
        // One notification per screen: a newer push about the same appointment replaces the older one.
        tag: `${payload.kind ?? 'notification'}:${url}`,
        data: { url },
      }),
    );
  });

  sw.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const url = samePath((event.notification.data as { url?: unknown } | null)?.url, sw.location.origin);
    event.waitUntil(
      (async () => {
        const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((w) => new URL(w.url).origin === sw.location.origin);
        // navigate() works only on a window this worker controls; any other gets a new window at the screen.
        if (open) {
          try {
            await (await open.focus()).navigate(url);
            return;
          } catch {
            // fall through
          }
        }
        await sw.clients.openWindow(url);
      })(),
    );
  });
}
