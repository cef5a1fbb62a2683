/// <reference lib="webworker" />
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

import { MEMBER_DATA_CACHE, isCachedMemberRead } from './member-data-cache';
import { installPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope;

// The app shell: every built file, replaced as a whole when a new version is activated.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the SPA is index.html; the server's own pages and the API are never answered from the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/dev\//, /^\/healthz$/, /^\/readyz$/, /^\/metrics$/],
  }),
);

// The member's own reads, network first: fresh whenever there is a network, the last answer when there is none.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === 'GET' && isCachedMemberRead(url),
  new NetworkFirst({
    cacheName: MEMBER_DATA_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// 'Reload' on the update prompt: the waiting version takes over (registerType 'prompt', never on its own).
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

installPushHandlers(self);
