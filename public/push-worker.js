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

/**
 * A tap opens the notification's page on this site: a window already showing it comes to the front; otherwise a new
 * one opens, so no page the member is typing in is navigated away from.
 */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(event.notification.data?.path ?? '/notifications', self.location.origin);
  if (url.origin !== self.location.origin) return;
  event.waitUntil(openPage(url.href));
});

async function openPage(href) {
  const windows = await self.clients.matchAll({ type: 'window' });
  const showing = windows.find((client) => client.url === href);
  return showing ? showing.focus() : self.clients.openWindow(href);
}
