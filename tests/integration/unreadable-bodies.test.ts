import { beforeAll, describe, expect, it } from 'vitest';
import { FORM_TEXT_MAX_BYTES } from '../../app/shared/forms/form-body.server';
import { action as broDates } from '../../app/features/bro-dates/bro-dates.route';
import { action as content } from '../../app/features/site-content/site-content.route';
import { action as scribeEditor } from '../../app/features/scribe-editor/scribe-editor.route';
import { action as spoonAssassins } from '../../app/features/spoon-assassins/spoon-assassins.route';
import { action as userManagement } from '../../app/features/user-management/user-management.route';
import { action as logVisit } from '../../app/features/admin-overview/log-visit.route';
import { action as google } from '../../app/features/sign-in/google.route';
import { action as dashboard } from '../../app/features/dashboard/dashboard.route';
import { action as checkInScreen } from '../../app/features/events/check-in/check-in-screen.route';
import { action as checkIn } from '../../app/features/events/check-in/check-in.route';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { callRoute } from '../setup/route-call';
import { cookieFor, snapshot } from './officer-tools';

/**
 * Every action answers a body it cannot read (the wrong kind, broken, or too large) with a 4xx and a message saying
 * what to do, and writes nothing: never a 5xx.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- route args are typed per route; tests pass the shared shape
type Handler = (args: any) => unknown;
type Body = Record<string, unknown> | string | null;

/** The message each action's refusal carries, in that action's own shape. */
const messageOf = (body: Body): unknown => {
  if (typeof body === 'string') return body;
  const reply = body as { error?: string; message?: string; errors?: object } | null;
  return reply?.error ?? reply?.message ?? Object.values(reply?.errors ?? {})[0];
};

/** Each action with the signed-in member allowed to use it and a body it would accept if sent as a form. */
const ACTIONS: { path: string; action: Handler; who: string; fields: Record<string, string> }[] = [
  { path: '/admin/bro-dates', action: broDates, who: 'brotherhood', fields: { intent: 'reshuffle' } },
  {
    path: '/admin/spoon-assassins',
    action: spoonAssassins,
    who: 'webmaster',
    fields: { intent: 'toggle', memberId: '1' },
  },
  {
    path: '/admin/user-management',
    action: userManagement,
    who: 'webmaster',
    fields: { intent: 'to-alumni', id: '1' },
  },
  { path: '/admin/content', action: content, who: 'webmaster', fields: { section: 'dashboard', intent: 'restore' } },
  { path: '/dashboard', action: dashboard, who: 'member', fields: { firstName: 'Sam', lastName: 'Ng' } },
  { path: '/auth/google', action: google, who: 'member', fields: { redirectTo: '/dashboard' } },
  {
    path: '/admin/events/14/check-in',
    action: (args: { params: object }) => checkInScreen({ ...args, params: { eventId: '7' } } as never),
    who: 'scribe',
    fields: { intent: 'start', graceMinutes: '15' },
  },
  { path: '/check-in', action: checkIn, who: 'member', fields: { intent: 'code', code: 'ZZZZZZ' } },
];

/** The JSON actions, with a body each would accept. */
const JSON_ACTIONS: { path: string; action: Handler; who: string; json: object }[] = [
  { path: '/scribe-editor', action: scribeEditor, who: 'scribe', json: { intent: 'add-event', name: 'Social' } },
  { path: '/api/log-visit', action: logVisit, who: 'member', json: { email: 'member@example.org' } },
];

const cookies: Record<string, string> = {};

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const who of ['brotherhood', 'webmaster', 'scribe', 'member'])
    cookies[who] = await cookieFor(`${who}@example.org`);
});

function post(path: string, who: string, body: BodyInit, contentType: string): Request {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    body,
    headers: { Cookie: cookies[who] as string, 'Content-Type': contentType },
  });
}

async function expectRefused(handler: Handler, request: Request, status: number) {
  const before = await snapshot();
  const answer = await callRoute<Body>(handler as never, request);
  expect(answer.status).toBe(status);
  expect(messageOf(answer.data)).toEqual(expect.stringMatching(/\w.{9,}/));
  expect(await snapshot()).toEqual(before);
}

describe.each(ACTIONS)('$path', ({ path, action, who, fields }) => {
  it('answers a correctly shaped JSON body with 400 and a message', async () => {
    await expectRefused(action, post(path, who, JSON.stringify(fields), 'application/json'), 400);
  });

  it('answers broken JSON with 400 and a message', async () => {
    await expectRefused(action, post(path, who, '{"intent": ', 'application/json'), 400);
  });

  it('answers a form with more text than the cap with 413 and a message', async () => {
    const body = new URLSearchParams({ ...fields, padding: 'x'.repeat(FORM_TEXT_MAX_BYTES) });
    await expectRefused(action, post(path, who, body.toString(), 'application/x-www-form-urlencoded'), 413);
  });
});

describe.each(JSON_ACTIONS)('$path', ({ path, action, who, json }) => {
  it('answers the same fields sent as a form with 415 and a message', async () => {
    const form = new URLSearchParams(Object.entries(json).map(([k, v]) => [k, String(v)]));
    await expectRefused(action, post(path, who, form.toString(), 'application/x-www-form-urlencoded'), 415);
  });

  it('answers broken JSON with 400 and a message', async () => {
    await expectRefused(action, post(path, who, '{"intent": ', 'application/json'), 400);
  });

  it('answers a JSON body past its cap with 413 and a message', async () => {
    const body = JSON.stringify({ ...json, padding: 'x'.repeat(3 * 1024 * 1024) });
    await expectRefused(action, post(path, who, body, 'application/json'), 413);
  });
});
