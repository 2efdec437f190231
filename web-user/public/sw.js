/* Service worker of the user app: the offline app shell and Web Push.
   Shell: navigations go to the network first (so a new release is picked up at once) and fall back to the last
   index.html when there is no connection; hashed assets never change, so they are served from the cache once
   fetched; the API (/v1) is never cached. Push: foreground pages get the message and show a toast; otherwise a
   system notification is shown and clicking it opens the notifications page. */
const SHELL_CACHE = 'app-shell-v1';
const INDEX = '/index.html';
const STATIC_FILES = [INDEX, '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];
const MAX_ASSETS = 200;

const isHashedAsset = (url) => url.pathname.startsWith('/assets/');

const cacheAssets = async (urls) => {
  const cache = await self.caches.open(SHELL_CACHE);
  const missing = [];
  for (const url of urls) if (!(await cache.match(url))) missing.push(url);
  await Promise.all(missing.map((url) => cache.add(url).catch(() => undefined)));
};

/** The scripts and styles index.html loads, so the first visit already leaves a shell that opens offline. */
const assetsOf = (html) => [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await self.caches.open(SHELL_CACHE);
      const index = await fetch(INDEX, { cache: 'no-cache' });
      if (index.ok) {
        await cache.put(INDEX, index.clone());
        await cacheAssets(assetsOf(await index.text()));
      }
      await Promise.all(STATIC_FILES.slice(1).map((file) => cache.add(file).catch(() => undefined)));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      const names = await self.caches.keys();
      await Promise.all(names.filter((name) => name !== SHELL_CACHE).map((name) => self.caches.delete(name)));
      await self.clients.claim();
    })(),
  ),
);

/** Old releases' assets would pile up: keep the newest MAX_ASSETS (cache keys come back in insertion order). */
const trimAssets = async (cache) => {
  const assets = (await cache.keys()).filter((request) => isHashedAsset(new URL(request.url)));
  await Promise.all(assets.slice(0, Math.max(0, assets.length - MAX_ASSETS)).map((request) => cache.delete(request)));
};

const navigate = async (request) => {
  const cache = await self.caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') || '').startsWith('text/html'))
      await cache.put(INDEX, response.clone());
    return response;
  } catch (error) {
    const shell = await cache.match(INDEX);
    if (shell) return shell;
    throw error;
  }
};

const hashedAsset = async (request) => {
  const cache = await self.caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trimAssets(cache);
  }
  return response;
};

/** Icons, images and the manifest: the network when it answers, else the last copy. */
const otherFile = async (request) => {
  const cache = await self.caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
};

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || url.pathname.startsWith('/v1/')) return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (isHashedAsset(url)) event.respondWith(hashedAsset(request));
  else if (!url.pathname.endsWith('/sw.js')) event.respondWith(otherFile(request));
});

/* Route chunks the page loaded before this worker controlled it (the first visit) are sent by the page. */
self.addEventListener('message', (event) => {
  const data = event.data || {};
  if (data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((url) => typeof url === 'string' && isHashedAsset(new URL(url, self.location.origin)));
  event.waitUntil(cacheAssets(urls));
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
