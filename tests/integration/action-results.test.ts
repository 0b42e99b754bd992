import { beforeAll, describe, expect, it } from 'vitest';
import { action as dashboard } from '../../app/features/dashboard/dashboard.route';
import { updateProfile } from '../../app/features/dashboard/profile-update.server';
import { action as content } from '../../app/features/site-content/site-content.route';
import { action as userManagement } from '../../app/features/user-management/user-management.route';
import { FORM_TEXT_MAX_BYTES } from '../../app/shared/forms/form-body.server';
import { db } from '../../app/shared/db/db.server';
import { members } from '../../db/schema';
import { seedDemoChapterIfEmpty } from '../../demo/demo-chapter';
import { makePicture, oversizedFile, TEXT_FILE } from '../fixtures/pictures';
import { type Answer, callRoute } from '../setup/route-call';
import { holdPictureQueue } from '../support/busy-picture-queue';
import { cookieFor, whileWritesFail } from './officer-tools';

/**
 * The forms of user management, the member's profile and the site content answer one result type: the intent of the
 * form that answered, whether the change was made, and the sentence that says so or why not, with fields marked in
 * `errors`. Only a feature's own extras stand beside these: the rows of a refused import, the section of the site.
 */

type Fields = Record<string, string | File>;
type Handler = Parameters<typeof callRoute>[0];

const COMMON = ['intent', 'ok', 'message', 'errors'];
const cookies: Record<string, string> = {};
let convertible = '';

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const who of ['webmaster', 'regent', 'member']) cookies[who] = await cookieFor(`${who}@example.org`);
  // Converted to alumni below: not the member whose profile is saved.
  const [row] = await db()
    .insert(members)
    .values({ status: 'active', firstName: 'Cole', lastName: 'Convert' })
    .returning({ id: members.id });
  convertible = String(row?.id);
});

/** Expects the one result type, `ok` saying what the status says, and nothing beside it but the feature's extras. */
function expectActionResult(answer: Answer, status: number, intent: string, extras: string[] = []) {
  expect(answer.status).toBe(status);
  const body = answer.data as Record<string, unknown>;
  expect(body).toMatchObject({ intent, ok: status === 200, message: expect.stringMatching(/\w{2,}/) });
  expect(Object.keys(body).filter((key) => ![...COMMON, ...extras].includes(key))).toEqual([]);
  if ('errors' in body) {
    expect(Object.values(body.errors as object).length).toBeGreaterThan(0);
    for (const message of Object.values(body.errors as object)) expect(message).toEqual(expect.any(String));
  }
}

const post = (handler: Handler, path: string, who: string, form: Fields) =>
  callRoute(handler, path, { form, cookie: cookies[who] });

/** A urlencoded form with more text than any form may carry. */
const oversizedText = (path: string, who: string, fields: Record<string, string>) =>
  new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { Cookie: cookies[who] as string, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...fields, padding: 'x'.repeat(FORM_TEXT_MAX_BYTES) }).toString(),
  });

const picture = async (bytes?: Uint8Array) =>
  new File([(bytes ?? (await makePicture('png'))) as Uint8Array<ArrayBuffer>], 'p.png', { type: 'image/png' });

/** Runs `call` while the picture queue is full. */
async function whileBusy(call: () => Promise<Answer>) {
  const release = holdPictureQueue();
  try {
    return await call();
  } finally {
    await release();
  }
}

/** Runs `call` while writes to a table fail part-way, as a broken statement would; nothing may be written. */
async function whileFailing(failure: Parameters<typeof whileWritesFail>[0], call: () => Promise<Answer>) {
  let answer: Answer | undefined;
  await whileWritesFail(failure, async () => {
    answer = await call();
  });
  return answer as Answer;
}

const AUDITED = { table: 'audit_log', on: 'insert' } as const;

describe('user management', () => {
  const PATH = '/admin/user-management';
  const send = (form: Fields) => post(userManagement, PATH, 'webmaster', form);
  const ALUMNUS = { intent: 'add-alumni', firstName: 'Uma', lastName: 'Result' };
  const EXTRAS = ['rowErrors'];

  it.each([
    ['adds a record', () => send(ALUMNUS), 200, 'add-alumni'],
    ['converts a member', () => send({ intent: 'to-alumni', id: convertible }), 200, 'to-alumni'],
    [
      'imports a file',
      () => send({ intent: 'import', file: new File(['status,first_name,last_name\nalumni,I,R\n'], 'r.csv') }),
      200,
      'import',
    ],
    ['refuses a bad field', () => send({ ...ALUMNUS, graduationYear: '99' }), 400, 'add-alumni'],
    [
      'refuses a file that is no picture',
      async () => send({ ...ALUMNUS, picture: await picture(TEXT_FILE) }),
      400,
      'add-alumni',
    ],
    ['refuses an unknown form', () => send({ intent: 'delete-everyone' }), 400, 'delete-everyone'],
    ['refuses a conversion without an id', () => send({ intent: 'to-active', id: 'abc' }), 400, 'to-active'],
    [
      'refuses a file with bad rows',
      () => send({ intent: 'import', file: new File(['status\nx\n'], 'r.csv') }),
      400,
      'import',
    ],
    [
      'answers 404 for a record that is gone',
      () => send({ ...ALUMNUS, intent: 'edit-alumni', id: '999999' }),
      404,
      'edit-alumni',
    ],
    [
      'answers 404 for a conversion of a record that is gone',
      () => send({ intent: 'to-active', id: '999999' }),
      404,
      'to-active',
    ],
    [
      'refuses a form past the text cap',
      () => callRoute(userManagement, oversizedText(PATH, 'webmaster', ALUMNUS)),
      413,
      'form',
    ],
    [
      'answers 500 when the change cannot be stored',
      () => whileFailing(AUDITED, () => send(ALUMNUS)),
      500,
      'add-alumni',
    ],
    [
      'answers 503 while pictures are queued',
      () => whileBusy(async () => send({ ...ALUMNUS, picture: await picture() })),
      503,
      'add-alumni',
    ],
  ] as const)('%s', async (_name, call, status, intent) => {
    expectActionResult(await call(), status, intent, EXTRAS);
  });
});

describe("the member's profile", () => {
  const PROFILE = { firstName: 'Morgan', lastName: 'Member', major: '', graduationYear: '', linkedinUrl: '' };
  const send = (form: Fields) => post(dashboard, '/dashboard', 'member', form);

  it.each([
    ['saves the profile', () => send(PROFILE), 200],
    ['refuses a bad field', () => send({ ...PROFILE, graduationYear: '1899' }), 400],
    ['refuses any other field', () => send({ ...PROFILE, role: 'Regent' }), 400],
    ['refuses a file that is no picture', async () => send({ ...PROFILE, picture: await picture(TEXT_FILE) }), 400],
    [
      'refuses a picture past the size cap',
      async () => send({ ...PROFILE, picture: await picture(await oversizedFile()) }),
      413,
    ],
    [
      'refuses a form past the text cap',
      () => callRoute(dashboard, oversizedText('/dashboard', 'member', PROFILE)),
      413,
    ],
    [
      'answers 503 while pictures are queued',
      () => whileBusy(async () => send({ ...PROFILE, picture: await picture() })),
      503,
    ],
    [
      'answers 500 when the change cannot be stored',
      () => whileFailing({ table: 'members', on: 'update' }, () => send(PROFILE)),
      500,
    ],
    [
      'answers 404 when the record stopped being an active member meanwhile',
      async () => {
        const request = new Request('http://localhost/dashboard', {
          method: 'POST',
          body: new URLSearchParams(PROFILE),
        });
        return callRoute(() => updateProfile(request, 999_999), request);
      },
      404,
    ],
  ] as const)('%s', async (_name, call, status) => {
    expectActionResult(await call(), status, 'profile');
  });
});

describe('site content', () => {
  const send = (who: string, form: Fields) => post(content, '/admin/content', who, form);
  const DASHBOARD = { section: 'dashboard', intent: 'save', pointsGoal: '2500', broDateCard: 'on' };
  const GALLERY = { section: 'photos', intent: 'gallery-add', alt: 'A photo' };
  const EXTRAS = ['section'];

  it.each([
    ['saves a section', () => send('webmaster', DASHBOARD), 200, 'save'],
    ['refuses a bad field', () => send('webmaster', { ...DASHBOARD, pointsGoal: '0' }), 400, 'save'],
    [
      'refuses a file that is no picture',
      async () => send('webmaster', { ...GALLERY, photo: await picture(TEXT_FILE) }),
      400,
      'gallery-add',
    ],
    ['refuses an unknown change', () => send('webmaster', { section: 'rush', intent: 'publish' }), 400, 'publish'],
    ['refuses a section outside the role', () => send('regent', DASHBOARD), 403, 'save'],
    [
      'refuses a form past the text cap',
      () => callRoute(content, oversizedText('/admin/content', 'webmaster', DASHBOARD)),
      413,
      'form',
    ],
    [
      'answers 500 when the change cannot be stored',
      () => whileFailing(AUDITED, () => send('webmaster', DASHBOARD)),
      500,
      'save',
    ],
    [
      'answers 503 while pictures are queued',
      () => whileBusy(async () => send('webmaster', { ...GALLERY, photo: await picture() })),
      503,
      'gallery-add',
    ],
  ] as const)('%s', async (_name, call, status, intent) => {
    const answer = await call();
    expectActionResult(answer, status, intent, EXTRAS);
    // The section is beside every answer about one, and only when the form said which.
    if (intent !== 'form' && intent !== 'publish') expect(answer.data).toMatchObject({ section: expect.any(String) });
  });
});
