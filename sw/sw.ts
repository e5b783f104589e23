// The service worker: precaches the app shell, answers navigations offline, and serves API GETs
// stale-while-revalidate from the Dexie store so cached data shows at once, online or not.
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { database } from '../src/db/schema';
import { purgeOldSlates, staleWhileRevalidate, isStorableApiRequest } from './api-store';
import { clientNow } from '../src/api/clock';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<string | { url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

/** Paths the server answers itself, never the app shell: the API and the sandbox's checkout page. */
const SERVER_PATHS = /^\/(api|pay)(\/|$)/;

// Every page path is the single-page app; /api and /pay never are. The precached shell answers at once,
// online or not; the navigation preload the browser sent meanwhile is let to settle (a preload
// left unread is cancelled with a console warning).
const shell = createHandlerBoundToURL('/index.html');
registerRoute(
  new NavigationRoute(
    (options) => {
      const event = options.event as FetchEvent | undefined;
      if (event?.preloadResponse) event.waitUntil(event.preloadResponse.catch(() => undefined));
      return shell(options);
    },
    { denylist: [SERVER_PATHS] },
  ),
);

// A link straight to the API (the email verification link) is a navigation the shell must not
// answer. With navigation preload on, the browser has already sent it: answer with that preload,
// or the request would go out twice and a single-use link would be spent by the first.
registerRoute(
  ({ url, request }) =>
    request.mode === 'navigate' &&
    url.origin === self.location.origin &&
    SERVER_PATHS.test(url.pathname),
  async ({ event, request }) => {
    const preloaded = (await (event as FetchEvent).preloadResponse) as Response | undefined;
    return preloaded ?? fetch(request);
  },
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && isStorableApiRequest(url, request),
  ({ event, request }) =>
    staleWhileRevalidate(database(), request, (work) => (event as FetchEvent).waitUntil(work)),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([
      purgeOldSlates(database(), clientNow()),
      // navigation preload on: the navigation request starts while the worker boots
      self.registration.navigationPreload?.enable(),
    ]),
  );
});

// The first visit is controlled at once, so an installed app works offline from its first launch.
clientsClaim();
