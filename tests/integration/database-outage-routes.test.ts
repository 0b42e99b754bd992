import { beforeAll, describe, expect, it, vi } from 'vitest';
import { db } from '../../app/shared/db/db.server';
import { logger } from '../../app/shared/runtime/logger.server';
import * as broDates from '../../app/features/bro-dates/bro-dates.route';
import * as content from '../../app/features/site-content/site-content.route';
import * as scribe from '../../app/features/scribe-editor/scribe-editor.route';
import * as spoon from '../../app/features/spoon-assassins/spoon-assassins.route';
import * as users from '../../app/features/user-management/user-management.route';
import * as dashboard from '../../app/features/dashboard/dashboard.route';
import * as eventsPage from '../../app/features/events/event/admin-events.route';
import * as eventPage from '../../app/features/events/event/admin-event-detail.route';
import * as alumni from '../../app/features/directory/alumni.route';
import * as brothers from '../../app/features/directory/meet-the-brothers.route';
import { targets } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { answeringOutages } from '../../server/database-outage-answers';
import { callRoute } from '../setup/route-call';
import { cookieFor, memberId, whileDatabaseGoesDown } from './officer-tools';

// Routes that catch their own failures to show a message must still answer an unreachable database with the
// site-wide 503 and Retry-After, as every other page does.

const cookies: Record<string, string> = {};
let active = '';
let webmaster = '';
let chained = '';

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const who of ['webmaster', 'member']) cookies[who] = await cookieFor(`${who}@example.org`);
  active = String(await memberId('member@example.org'));
  webmaster = String(await memberId('webmaster@example.org'));
  const [link] = await db().select({ memberId: targets.memberId }).from(targets).limit(1);
  chained = String(link?.memberId ?? '');
});

type Handler = Parameters<typeof callRoute>[0];
type Form = Record<string, string | string[] | File>;
interface Case {
  name: string;
  handler: Handler;
  path: string;
  who?: string;
  send?: () => { form: Form } | { json: unknown };
  reads?: string;
  writes?: { table: string; on: 'insert' | 'update' };
  params?: Record<string, string>;
}

const AUDITED = { table: 'audit_log', on: 'insert' } as const;
const webmasterPost = (name: string, handler: Handler, path: string, form: () => Form): Case => ({
  name,
  handler,
  path,
  who: 'webmaster',
  send: () => ({ form: form() }),
  writes: AUDITED,
});

const cases: Case[] = [
  { name: 'Meet the Brothers', handler: brothers.loader, path: '/meet-the-brothers', reads: 'members' },
  { name: 'Alumni, signed out', handler: alumni.loader, path: '/alumni', reads: 'members' },
  {
    name: 'Bro Dates',
    handler: broDates.loader,
    path: '/admin/bro-dates',
    who: 'webmaster',
    reads: 'brodate_group_members',
  },
  {
    name: 'Spoon Assassins',
    handler: spoon.loader,
    path: '/admin/spoon-assassins',
    who: 'webmaster',
    reads: 'targets',
  },
  { name: 'Scribe Editor', handler: scribe.loader, path: '/scribe-editor', who: 'webmaster', reads: 'events' },
  webmasterPost('the bro-date reshuffle', broDates.action, '/admin/bro-dates', () => ({ intent: 'reshuffle' })),
  webmasterPost('a spoon chain save', spoon.action, '/admin/spoon-assassins', () => ({
    intent: 'save',
    player: [active, webmaster],
  })),
  webmasterPost('an elimination', spoon.action, '/admin/spoon-assassins', () => ({
    intent: 'toggle',
    memberId: chained,
    eliminated: 'true',
  })),
  {
    name: 'a scribe change',
    handler: scribe.action,
    path: '/scribe-editor',
    who: 'webmaster',
    send: () => ({ json: { intent: 'add-event', name: 'Outage' } }),
    writes: AUDITED,
  },
  webmasterPost('adding a member', users.action, '/admin/user-management', () => ({
    intent: 'add-alumni',
    firstName: 'Out',
    lastName: 'Age',
  })),
  webmasterPost('converting a member', users.action, '/admin/user-management', () => ({
    intent: 'to-alumni',
    id: active,
  })),
  webmasterPost('importing the roster', users.action, '/admin/user-management', () => ({
    intent: 'import',
    file: new File(['status,first_name,last_name\nalumni,Out,Age\n'], 'roster.csv'),
  })),
  webmasterPost('a site content change', content.action, '/admin/content', () => ({
    section: 'dashboard',
    intent: 'save',
    pointsGoal: '3000',
  })),
  { name: 'Events', handler: eventsPage.loader, path: '/admin/events', who: 'webmaster', reads: 'events' },
  {
    name: 'an event page',
    handler: eventPage.loader,
    path: '/admin/events/1',
    params: { eventId: '1' },
    who: 'webmaster',
    reads: 'events',
  },
  webmasterPost('creating an event', eventsPage.action, '/admin/events', () => ({
    intent: 'create',
    name: 'Outage Night',
    category: 'other',
    date: '2026-12-01',
    startTime: '18:00',
    endTime: '19:00',
    points: '5',
  })),
  {
    ...webmasterPost('a roster save', eventPage.action, '/admin/events/1', () => ({
      intent: 'roster',
      changes: JSON.stringify([
        { memberId: Number(active), status: 'attended', reason: '', was: { status: 'absent', reason: '' } },
      ]),
    })),
    params: { eventId: '1' },
  },
  {
    name: 'a profile update',
    handler: dashboard.action,
    path: '/dashboard',
    who: 'member',
    send: () => ({ form: { firstName: 'Out', lastName: 'Age', major: 'EE', graduationYear: '2027', linkedinUrl: '' } }),
    writes: { table: 'members', on: 'update' },
  },
];

describe('while the database is down', () => {
  it.each(cases)('$name answers 503', async ({ handler, path, who, send, reads, writes, params }) => {
    const errorLog = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await whileDatabaseGoesDown({ reads, writes }, async () => {
      const outcome = await callRoute(answeringOutages(handler), path, {
        cookie: who ? cookies[who] : undefined,
        params,
        ...send?.(),
      });
      expect(outcome.status).toBe(503);
    });
    errorLog.mockRestore();
  });
});
