// The site's service worker. It only shows the site's push notifications and opens their page when one is tapped.
// It has no fetch handler, so it never answers a request and caches no page: a member's data stays on the server.

/** Shows a push: its title, its body, and the page to open (always a path on this site). */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    message = null;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: {
        path: typeof message.path === 'string' && message.path.startsWith('/') ? message.path : '/notifications',
      },
    }),
  );
});

/** A tap opens the notification's page on this site, in a window of the site already open if there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.path ?? '/notifications', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(openPage(url.href));
});

async function openPage(href) {
  const windows = await self.clients.matchAll({ type: 'window' });
  // A window of the site this worker controls goes to the page; otherwise a new one opens there.
  for (const open of windows) {
    const moved = await open.navigate(href).catch(() => null);
    if (moved) return moved.focus();
  }
  return self.clients.openWindow(href);
}
