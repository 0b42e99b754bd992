import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { calendarSource, clearCalendarCache, readCalendarFeed, upcomingEvents } from './calendar.server';
import { parseEnv } from '../../shared/runtime/env.server';
import { logger } from '../../shared/runtime/logger.server';

const FIXTURE = path.join(import.meta.dirname, 'fixtures', 'chapter-calendar.ics');
const NOW = new Date('2026-10-25T19:00:00Z');

afterEach(clearCalendarCache);

describe('calendarSource', () => {
  it('uses CALENDAR_ICS_URL when set, the demo calendar outside production, nothing in production', () => {
    const url = 'https://calendar.example/basic.ics';
    expect(calendarSource(parseEnv({ SITE_MODE: 'demo', CALENDAR_ICS_URL: url }))).toBe(url);
    expect(calendarSource(parseEnv({ SITE_MODE: 'test' }))).toMatch(/demo\/demo-calendar\.ics$/);
    const production = { SITE_MODE: 'production', PUBLIC_URL: 'https://x.example', SESSION_SECRET: 's'.repeat(32) };
    expect(calendarSource(parseEnv({ ...production, GOOGLE_CLIENT_ID: 'i', GOOGLE_CLIENT_SECRET: 's' }))).toBeNull();
  });

  it('points at a demo calendar whose recurring events never run out', async () => {
    const source = calendarSource(parseEnv({ SITE_MODE: 'demo' })) as string;
    const events = await upcomingEvents(new Date('2031-06-01T00:00:00Z'), source);
    expect(events).toHaveLength(3);
    expect(events.map((e) => e.summary)).toContain('Chapter Meeting');
  });
});

describe('upcomingEvents', () => {
  it('reads a file feed and writes times in the chapter time zone', async () => {
    expect(await upcomingEvents(NOW, FIXTURE)).toEqual([
      {
        summary: 'Chapter Meeting (moved to Tuesday)',
        when: 'Tue, Nov 3, 6:00 PM',
        dateTime: '2026-11-04T02:00:00.000Z',
      },
      { summary: 'Community Service Day', when: 'Sat, Nov 7', dateTime: '2026-11-07' },
      { summary: 'Chapter Meeting', when: 'Mon, Nov 9, 7:00 PM', dateTime: '2026-11-10T03:00:00.000Z' },
    ]);
  });

  it('reads the feed at most every five minutes, refreshing an expired answer in the background', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-')), 'feed.ics');
    fs.copyFileSync(FIXTURE, file);
    expect(await upcomingEvents(NOW, file)).toHaveLength(3);
    fs.writeFileSync(file, 'BEGIN:VCALENDAR\nEND:VCALENDAR\n');
    const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
    expect(await upcomingEvents(later(4), file)).toHaveLength(3);
    // Expired: this call still answers at once with the last events and starts reading the feed again.
    expect(await upcomingEvents(later(6), file)).toHaveLength(3);
    await vi.waitFor(async () => expect(await upcomingEvents(later(6), file)).toEqual([]));
  });

  it('answers no events for a missing file or a refused address, without throwing', async () => {
    expect(await upcomingEvents(NOW, '/nonexistent/calendar.ics')).toEqual([]);
    clearCalendarCache();
    expect(await upcomingEvents(NOW, 'http://calendar.example/plain-http.ics')).toEqual([]);
  });

  it('keeps the last good answer when the feed later fails', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'calendar-')), 'feed.ics');
    fs.copyFileSync(FIXTURE, file);
    expect(await upcomingEvents(NOW, file)).toHaveLength(3);
    fs.rmSync(file);
    const later = new Date(NOW.getTime() + 6 * 60_000);
    const warn = vi.spyOn(logger, 'warn');
    expect(await upcomingEvents(later, file)).toHaveLength(3);
    // Only once the background read has failed does the next answer show what a failure leaves.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.anything(), 'could not read the chapter calendar'));
    expect(await upcomingEvents(later, file)).toHaveLength(3);
    warn.mockRestore();
  });
});

describe('readCalendarFeed', () => {
  it('gives up on a server that never answers', async () => {
    const sockets: net.Socket[] = [];
    const server = net.createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as net.AddressInfo;
    const started = Date.now();
    await expect(readCalendarFeed(`https://127.0.0.1:${port}/basic.ics`, 300)).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(3000);
    for (const socket of sockets) socket.destroy();
    server.close();
  });
});
