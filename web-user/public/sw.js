/* Service worker: Web Push for the user app. Foreground pages get the message and show a toast;
   otherwise a system notification is shown and clicking it opens the notifications page. */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

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
