/* Service worker of the user app: the offline app shell (Workbox's routing, strategies and expiration) and Web Push.
   Shell: navigations go to the network first (so a new release is picked up at once) and fall back to the last
   page's HTML when there is no connection; hashed assets never change, so they are served from the cache once
   fetched; the API (/v1) is never cached (the app keeps its own last answers, src/lib/query-persistence.ts). Nothing
   is precached beyond what the first page loads: a phone on a metered connection downloads no page it never opens.
   Push: foreground pages get the message and show a toast; otherwise a system notification is shown and clicking it
   opens the notifications page. Bundled into dist/sw.js at build time (vite.config.ts). */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

const SHELL_CACHE = 'app-shell-v2';
const ASSET_CACHE = 'app-assets-v2';
const INDEX = '/index.html';
const STATIC_FILES = ['/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
/** Old releases' assets would pile up: the newest this many are kept. */
const MAX_ASSETS = 200;

const isHashedAsset = (url) => url.origin === self.location.origin && url.pathname.startsWith('/assets/');
const isApi = (url) => url.pathname.startsWith('/v1/');

/** Every page's HTML is kept under one key: offline, any path opens the app with the last page's HTML. */
const asShell = {
  cacheKeyWillBeUsed: async () => INDEX,
  cacheWillUpdate: async ({ response }) =>
    response.ok && (response.headers.get('content-type') || '').startsWith('text/html') ? response : null,
};
const pages = new NetworkFirst({ cacheName: SHELL_CACHE, plugins: [asShell] });
const assets = new CacheFirst({
  cacheName: ASSET_CACHE,
  plugins: [new ExpirationPlugin({ maxEntries: MAX_ASSETS })],
});
const otherFiles = new NetworkFirst({ cacheName: SHELL_CACHE });

registerRoute(new NavigationRoute(pages, { denylist: [/^\/v1\//] }));
registerRoute(({ url }) => isHashedAsset(url), assets);
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    !isApi(url) &&
    !url.pathname.endsWith('/sw.js') &&
    request.mode !== 'navigate',
  otherFiles,
);

/** Keeps `urls` (hashed assets) through the same strategy as when the page fetches them, with its expiration. */
const keepAssets = (event, urls) =>
  Promise.all(urls.map((url) => assets.handle({ event, request: new self.Request(url) }).catch(() => undefined)));

/** The scripts and styles index.html loads, so the first visit already leaves a shell that opens offline. */
const assetsOf = (html) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await pages
        .handle({ event, request: new self.Request(INDEX, { cache: 'no-cache' }) })
        .catch(() => null);
      if (shell?.ok) await keepAssets(event, assetsOf(await shell.text()));
      await Promise.all(
        STATIC_FILES.map((file) =>
          otherFiles.handle({ event, request: new self.Request(file) }).catch(() => undefined),
        ),
      );
      await self.skipWaiting();
    })(),
  );
});

clientsClaim();

self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      const current = [SHELL_CACHE, ASSET_CACHE];
      await Promise.all(names.filter((name) => !current.includes(name)).map((name) => self.caches.delete(name)));
    })(),
  ),
);

/* Route chunks the page loaded before this worker controlled it (the first visit) are sent by the page. */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === 'string' && isHashedAsset(new URL(url, self.location.origin)));
  event.waitUntil(keepAssets(event, urls));
});

const parse = (event) => {
  if (!event.data) return { title: 'Blood Match', body: '' };
  try {
    const payload = event.data.json();
    const source = payload.notification || payload.data || payload;
    return { title: String(source.title || 'Blood Match'), body: String(source.body || ''), url: source.url };
  } catch {
    return { title: 'Blood Match', body: event.data.text() };
  }
};

self.addEventListener('push', (event) => {
  const message = parse(event);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const visible = clients.filter((client) => client.visibilityState === 'visible');
      visible.forEach((client) => client.postMessage({ type: 'push', title: message.title, body: message.body }));
      if (visible.length > 0) return undefined;
      return self.registration.showNotification(message.title, {
        body: message.body,
        icon: '/favicon.svg',
        data: { url: message.url || '/app/notifications' },
      });
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data && event.notification.data.url) || '/app/notifications';
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      const existing = clients.find((client) => 'focus' in client);
      if (existing) {
        existing.navigate(url);
        return existing.focus();
      }
      return self.clients.openWindow(url);
    }),
  );
});
