import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';

// The service worker's own handlers, run in a context that gives them what a browser's worker scope would: the
// events it listens for and the windows a tap may open. What the browser does with a push end to end is in
// tests/e2e/push-notifications.spec.ts.
const SOURCE = fs.readFileSync(path.join(import.meta.dirname, '../../../public/push-worker.js'), 'utf8');
const ORIGIN = 'https://ue.example.org';

interface Window {
  url: string;
  focus(): Promise<Window>;
}

function worker(windows: Window[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const opened: string[] = [];
  const shown: { title: string; options: { body: string; data: { path: string } } }[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
      },
    },
    clients: {
      matchAll: async () => windows,
      openWindow: async (href: string) => {
        opened.push(href);
        return null;
      },
    },
  };
  vm.runInNewContext(SOURCE, { self, URL });
  const dispatch = async (type: string, event: object) => {
    let done: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (promise: Promise<unknown>) => (done = promise) });
    await done;
  };
  return {
    opened,
    shown,
    push: (data: unknown) => dispatch('push', { data: { json: () => data } }),
    tap: (data: unknown) => dispatch('notificationclick', { notification: { data, close: () => undefined } }),
  };
}

describe('the push worker', () => {
  it('shows a push with its title, body and the path a tap opens', async () => {
    const site = worker();
    await site.push({ title: 'Check-in is open: Meeting', body: 'Check in now.', path: '/notifications/7' });
    expect(site.shown).toEqual([
      {
        title: 'Check-in is open: Meeting',
        options: expect.objectContaining({ body: 'Check in now.', data: { path: '/notifications/7' } }),
      },
    ]);
  });

  it('never sends a tap off the site: a path that is not one of its own opens the notifications list', async () => {
    const site = worker();
    await site.push({ title: 'Odd', body: '', path: 'https://elsewhere.example/' });
    expect(site.shown[0]?.options.data.path).toBe('/notifications');
    await site.tap({ path: '//elsewhere.example/x' });
    expect(site.opened).toEqual([]);
  });

  it('shows nothing for a push without a title', async () => {
    const site = worker();
    await site.push({ body: 'no title' });
    expect(site.shown).toEqual([]);
  });

  it('a tap opens the page in a new window, or brings forward a window already showing it', async () => {
    const focused: string[] = [];
    const windowAt = (url: string): Window => ({
      url,
      focus: async () => {
        focused.push(url);
        return windowAt(url);
      },
    });
    // A window of the site on another page (perhaps a form being typed in) is left where it is.
    const elsewhere = worker([windowAt(`${ORIGIN}/dashboard`)]);
    await elsewhere.tap({ path: '/notifications/7' });
    expect(elsewhere.opened).toEqual([`${ORIGIN}/notifications/7`]);
    expect(focused).toEqual([]);

    const already = worker([windowAt(`${ORIGIN}/dashboard`), windowAt(`${ORIGIN}/notifications/7`)]);
    await already.tap({ path: '/notifications/7' });
    expect(focused).toEqual([`${ORIGIN}/notifications/7`]);
    expect(already.opened).toEqual([]);
  });
});
