import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rush as shippedRush } from '../../config/chapter';
import { MAX_ROW_INDEX, TOO_MANY_ROWS } from './site-content-forms';
import { db } from '../../shared/db/db.server';
import { FORM_TOO_LARGE, TOO_MANY_FIELDS } from '../../shared/forms/form-body.server';
import { findMedia } from '../../shared/media/media.server';
import { getSiteContent, getSiteContentOrDefault, invalidateSiteContent, saveSection } from './site-content.server';
import { action, loader } from './site-content.route';
import { NOT_YOUR_SECTION } from './section-guard.server';
import { auditLog, siteContent, siteContentVersions, terms } from '../../../db/schema';
import { seedDemoChapterIfEmpty } from '../../../demo/demo-chapter';
import { makePicture, SVG_PICTURE, TEXT_FILE, truncatedJpeg } from '../../../tests/fixtures/pictures';
import { signedInCookie } from '../../../tests/setup/session-cookie';
import { holdPictureQueue } from '../../../tests/support/busy-picture-queue';
import { memberId, snapshot, whileTableMissing, whileWritesFail } from '../../../tests/integration/officer-tools';
import { callRoute } from '../../../tests/setup/route-call';

type Fields = Record<string, string | File>;

const cookies: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  await seedDemoChapterIfEmpty();
  for (const who of ['webmaster', 'regent', 'scribe', 'member']) ids[who] = await memberId(`${who}@example.org`);
  const [recruitment] = await db()
    .select({ id: terms.memberId })
    .from(terms)
    .where(eq(terms.position, 'Recruitment Chair'))
    .limit(1);
  ids.recruitment = recruitment?.id as number;
  for (const [who, id] of Object.entries(ids)) cookies[who] = await signedInCookie(id);
});

beforeEach(async () => {
  await db().delete(siteContentVersions);
  await db().delete(siteContent);
  invalidateSiteContent();
});

const post = (who: string | null, form: Fields) =>
  callRoute(action, '/admin/content', { cookie: who ? cookies[who] : undefined, form });
const load = (who: string | null) => callRoute(loader, '/admin/content', { cookie: who ? cookies[who] : undefined });

const RUSH: Fields = {
  section: 'rush',
  intent: 'save',
  title: 'Spring Rush 2027',
  startsAt: '2027-04-01T18:30',
  endsOn: '2027-04-14',
  interestFormUrl: 'https://forms.gle/new-form',
  showCountdown: 'on',
  'timeline.0.title': 'Week 1',
  'timeline.0.items.0.name': 'Info Night',
  'timeline.0.items.0.date': '2027-04-01',
  'timeline.0.items.0.time': '18:30',
  'timeline.0.items.0.place': 'Benson Center',
  'timeline.1.title': 'Week 2',
  'timeline.1.items.0.name': 'Interviews',
  'timeline.1.items.0.inviteOnly': 'on',
};

async function expectRefused(who: string, fields: Fields, status: number, errors?: Record<string, string>) {
  const before = await snapshot();
  const outcome = await post(who, fields);
  expect(outcome.status).toBe(status);
  if (errors) expect(outcome.data?.errors).toEqual(errors);
  expect(await snapshot()).toEqual(before);
}

describe('defaults', () => {
  it('shows the values shipped in config/chapter.ts until a section is first saved', async () => {
    const content = await getSiteContent();
    expect(content.rush).toMatchObject({
      title: 'Winter Rush 2027',
      startsAt: '2027-01-07T19:00',
      endsOn: '2027-01-22',
      showCountdown: true,
    });
    expect(content.rush.interestFormUrl).toBe(shippedRush.interestFormUrl);
    expect(
      content.rush.timeline.map((w) => [w.title, w.items.map((i) => `${i.name}${i.inviteOnly ? '*' : ''}`)]),
    ).toEqual([
      ['Week 1', ['Theta Tau Info Night', 'Meet the Actives', 'Innovation Night']],
      ['Week 2', ['Coffee Chats*', 'Interviews*']],
    ]);
    expect(content.dashboard).toEqual({
      pointsGoal: 2500,
      broDateCard: true,
      spoonAssassinsCard: true,
      digestTime: '18:00',
    });
    expect(content.photos.gallery).toHaveLength(29);
    expect(content.regent.message).toMatch(/Winter Rush/);
  });
});

describe('saving', () => {
  it('saves the rush season in one go with a history entry and an audit row holding old and new', async () => {
    const outcome = await post('webmaster', RUSH);
    expect(outcome).toMatchObject({ status: 200, data: { section: 'rush', ok: true } });
    const rush = (await getSiteContent()).rush;
    expect(rush).toEqual({
      title: 'Spring Rush 2027',
      startsAt: '2027-04-01T18:30',
      endsOn: '2027-04-14',
      interestFormUrl: 'https://forms.gle/new-form',
      showCountdown: true,
      timeline: [
        {
          title: 'Week 1',
          items: [{ name: 'Info Night', date: '2027-04-01', time: '18:30', place: 'Benson Center', inviteOnly: false }],
        },
        { title: 'Week 2', items: [{ name: 'Interviews', date: null, time: null, place: null, inviteOnly: true }] },
      ],
    });
    const [audit] = await db()
      .select({ actorId: auditLog.actorId, action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({ actorId: ids.webmaster, action: 'site-content.save' });
    const details = audit?.details as { section: string; old: { title: string }; new: { title: string } };
    expect([details.section, details.old.title, details.new.title]).toEqual([
      'rush',
      shippedRush.title,
      'Spring Rush 2027',
    ]);
    expect(await db().select({ section: siteContentVersions.section }).from(siteContentVersions)).toEqual([
      { section: 'rush' },
    ]);
  });

  it('turns dashboard cards off and changes the points goal and the digest time', async () => {
    const outcome = await post('webmaster', {
      section: 'dashboard',
      intent: 'save',
      pointsGoal: '3000',
      spoonAssassinsCard: 'on',
      digestTime: '19:30',
    });
    expect(outcome.status).toBe(200);
    expect((await getSiteContent()).dashboard).toEqual({
      pointsGoal: 3000,
      broDateCard: false,
      spoonAssassinsCard: true,
      digestTime: '19:30',
    });
  });

  it('lets the Regent save the message and keeps HTML as typed text', async () => {
    const message = 'Hello <script>alert(1)</script>\n\nSee you at **rush**.';
    expect((await post('regent', { section: 'regent', intent: 'save', name: 'Alex Kim', message })).status).toBe(200);
    expect((await getSiteContent()).regent).toMatchObject({ name: 'Alex Kim', message });
  });
});

describe('a rush season saved before seasons had a last day', () => {
  // As an older release stored it: no last day, events without a time or a place.
  const OLD = {
    title: 'Winter Rush 2026',
    startsAt: '2026-01-08T19:00',
    interestFormUrl: 'https://forms.gle/old-form',
    showCountdown: true,
    timeline: [{ title: 'Week 1 (date TBD)', items: [{ name: 'Info Night', date: null, inviteOnly: false }] }],
  };

  beforeEach(async () => {
    await db().insert(siteContent).values({ section: 'rush', value: OLD });
    invalidateSiteContent();
  });

  it('still shows as stored, with no last day made up in the data', async () => {
    const before = await snapshot();
    const { rush } = await getSiteContent();
    expect(rush).toMatchObject({ title: 'Winter Rush 2026', interestFormUrl: 'https://forms.gle/old-form' });
    expect(rush.endsOn).toBeUndefined();
    expect(rush.timeline[0]!.items[0]).toEqual({
      name: 'Info Night',
      date: null,
      time: null,
      place: null,
      inviteOnly: false,
    });
    const page = (await load('webmaster')).data as { rush: { endsOn?: string } };
    expect(page.rush.endsOn).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('tells the officers who edit it that it ended two weeks after it began', async () => {
    const notice = { end: Date.parse('2026-01-23T08:00:00Z'), lastDay: 'Thu, Jan 22, 2026', now: expect.any(Number) };
    expect(((await load('webmaster')).data as { seasonNotice: unknown }).seasonNotice).toEqual(notice);
    expect(((await load('recruitment')).data as { seasonNotice: unknown }).seasonNotice).toEqual(notice);
    expect(((await load('regent')).data as { seasonNotice: unknown }).seasonNotice).toBeNull();
  });

  it('keeps the last day only once an officer saves the season', async () => {
    expect((await post('webmaster', RUSH)).status).toBe(200);
    expect((await getSiteContent()).rush.endsOn).toBe('2027-04-14');
  });
});

describe('two officers editing the same section', () => {
  const historyOf = async (who: string) =>
    ((await load(who)).data as { history: Record<string, { version: string }> }).history;

  it("refuses a save from a page loaded before someone else's save, and keeps theirs", async () => {
    const loaded = (await historyOf('webmaster')).rush!.version;
    expect(loaded).toBe(''); // the shipped season
    expect((await post('recruitment', { ...RUSH, version: loaded })).status).toBe(200);

    await expectRefused('webmaster', { ...RUSH, title: 'Stale Rush', version: loaded }, 409);
    expect((await post('webmaster', { ...RUSH, title: 'Stale Rush', version: loaded })).data).toEqual({
      intent: 'save',
      ok: false,
      section: 'rush',
      message:
        'Nothing was saved: someone else saved this section after you opened the page. Copy anything you typed, reload the page to see their version, then make your change again.',
    });
    expect((await getSiteContent()).rush.title).toBe('Spring Rush 2027');

    const reloaded = (await historyOf('webmaster')).rush!.version;
    expect(reloaded).not.toBe(loaded);
    expect((await post('webmaster', { ...RUSH, title: 'Fresh Rush', version: reloaded })).status).toBe(200);
    expect((await getSiteContent()).rush.title).toBe('Fresh Rush');
  });

  it('counts a restore as a change too', async () => {
    await post('webmaster', { section: 'dashboard', intent: 'save', pointsGoal: '3000' });
    const loaded = (await historyOf('webmaster')).dashboard!.version;
    await post('webmaster', { section: 'dashboard', intent: 'restore' });
    await expectRefused('webmaster', { section: 'dashboard', intent: 'save', pointsGoal: '10', version: loaded }, 409);
  });
});

describe('validation: each bad value answers 400 with a field error and writes nothing', () => {
  const rush = (changes: Fields) => ({ ...RUSH, ...changes });
  it.each([
    [{ title: '' }, 'title', 'The title is required.'],
    [{ title: 'x…x (81)'.padEnd(81, 'x') }, 'title', 'The title must be at most 80 characters.'],
    [{ startsAt: '2027-02-30T19:00' }, 'startsAt', 'Enter a real date and time between 2000 and 2100.'],
    [{ startsAt: 'next friday' }, 'startsAt', 'Enter a real date and time between 2000 and 2100.'],
    [{ startsAt: '2027-01-07T25:00' }, 'startsAt', 'Enter a real date and time between 2000 and 2100.'],
    [{ endsOn: '' }, 'endsOn', 'Enter the last day of rush.'],
    [
      { endsOn: '2027-03-31' },
      'endsOn',
      'The last day of rush must be on or after the day rush starts (Thu, Apr 1, 2027).',
    ],
    [
      { 'timeline.0.items.0.date': '2027-04-15' },
      'timeline.0.items.0.date',
      "This date is outside the rush season (Thu, Apr 1 to Wed, Apr 14, 2027). Pick a day in the season, change the season's dates above, or leave the date empty.",
    ],
    [
      { 'timeline.0.items.0.time': '7pm' },
      'timeline.0.items.0.time',
      'Enter a time such as 7:00 PM, or leave it empty.',
    ],
    [
      { 'timeline.0.items.0.place': 'x'.repeat(81) },
      'timeline.0.items.0.place',
      'The place must be at most 80 characters.',
    ],
    [{ interestFormUrl: 'http://forms.gle/x' }, 'interestFormUrl', 'Enter a full web address starting with https://'],
    [{ interestFormUrl: 'javascript:alert(1)' }, 'interestFormUrl', 'Enter a full web address starting with https://'],
    [{ interestFormUrl: 'forms.gle/x' }, 'interestFormUrl', 'Enter a full web address starting with https://'],
    [{ 'timeline.0.title': ' ' }, 'timeline.0.title', 'The week title is required.'],
    [{ 'timeline.1.items.0.name': '' }, 'timeline.1.items.0.name', 'The event name is required.'],
    [
      { 'timeline.0.items.0.date': '2027-13-01' },
      'timeline.0.items.0.date',
      'Enter a real date between 2000 and 2100, or leave it empty.',
    ],
  ])('rush %j', async (changes, field, message) => {
    await expectRefused('webmaster', rush(changes), 400, { [field]: message });
  });

  it('rush with no weeks', async () => {
    const fields = Object.fromEntries(Object.entries(RUSH).filter(([name]) => !name.startsWith('timeline.')));
    await expectRefused('webmaster', fields, 400, { timeline: 'The timeline needs at least one week.' });
  });

  it('saves the contact address as stored: trimmed, the rest as typed', async () => {
    expect((await getSiteContent()).contact).toEqual({ email: 'thetatau.ue@example.org' });
    const outcome = await post('webmaster', { section: 'contact', intent: 'save', email: '  Chapter@Example.org ' });
    expect(outcome.status).toBe(200);
    expect((await getSiteContent()).contact).toEqual({ email: 'Chapter@Example.org' });
  });

  it.each([
    ['', 'The contact email is required.'],
    ['chapter', 'Enter an email address such as chapter@example.org.'],
    ['chapter@example.org?subject=hi', 'Enter an email address such as chapter@example.org.'],
    [`${'x'.repeat(250)}@example.org`, 'The contact email must be at most 254 characters.'],
  ])('contact email %j', async (email, message) => {
    await expectRefused('webmaster', { section: 'contact', intent: 'save', email }, 400, { email: message });
  });

  it.each([
    ['', 'The points goal must be a whole number.'],
    ['abc', 'The points goal must be a whole number.'],
    ['2.5', 'The points goal must be a whole number.'],
    ['0', 'The points goal must be at least 1.'],
    ['100001', 'The points goal must be at most 100000.'],
  ])('points goal %j', async (pointsGoal, message) => {
    await expectRefused('webmaster', { section: 'dashboard', intent: 'save', pointsGoal }, 400, {
      pointsGoal: message,
    });
  });

  it.each(['', '7 pm', '24:00', '18:60'])('digest time %j', async (digestTime) => {
    await expectRefused('webmaster', { section: 'dashboard', intent: 'save', pointsGoal: '2500', digestTime }, 400, {
      digestTime: 'Enter the digest time as hours and minutes, such as 18:00.',
    });
  });

  it.each([
    ['empty message', { message: '' }, 'message', 'The message is required.'],
    ['long message', { message: 'x'.repeat(5001) }, 'message', 'The message must be at most 5000 characters.'],
    ['long name', { name: 'x'.repeat(81), message: 'Hi' }, 'name', 'The name must be at most 80 characters.'],
  ])('regent: %s', async (_label, changes, field, message) => {
    await expectRefused('regent', { section: 'regent', intent: 'save', name: '', ...changes }, 400, {
      [field]: message,
    });
  });

  it('gallery photo without a description or a file', async () => {
    await expectRefused('webmaster', { section: 'photos', intent: 'gallery-add', alt: '' }, 400, {
      alt: 'The description is required.',
      photo: 'Choose a photo to upload.',
    });
  });

  it.each([
    ['a text file named .jpg', () => TEXT_FILE, 'The picture must be a JPEG, PNG or WebP image.'],
    ['an SVG', () => SVG_PICTURE, 'The picture must be a JPEG, PNG or WebP image.'],
    [
      'a truncated JPEG',
      truncatedJpeg,
      'The picture could not be read. It may be damaged; please choose another file.',
    ],
  ])('gallery upload of %s', async (_name, bytes, message) => {
    const file = new File([await bytes()], 'photo.jpg', { type: 'image/jpeg' });
    await expectRefused('webmaster', { section: 'photos', intent: 'gallery-add', alt: 'Bad', photo: file }, 400, {
      photo: message,
    });
  });

  it('a gallery upload to a full gallery, with the reason on the gallery (the page shows it there)', async () => {
    const { photos } = await getSiteContent();
    const gallery = Array.from({ length: 60 }, (_, i) => ({
      ...photos.gallery[i % photos.gallery.length]!,
      alt: `P${i}`,
    }));
    await saveSection('photos', { ...photos, gallery }, ids.webmaster as number);
    const file = new File([await makePicture('png')], 'photo.png', { type: 'image/png' });
    await expectRefused('webmaster', { section: 'photos', intent: 'gallery-add', alt: 'One more', photo: file }, 400, {
      gallery: 'The gallery holds at most 60 photos.',
    });
  });

  it('a gallery upload while the server is busy processing other pictures', async () => {
    const release = holdPictureQueue();
    try {
      const file = new File([await makePicture('png')], 'photo.png', { type: 'image/png' });
      await expectRefused('webmaster', { section: 'photos', intent: 'gallery-add', alt: 'Busy', photo: file }, 503, {
        photo: 'The server is busy processing pictures. Please try again in a moment.',
      });
    } finally {
      await release();
    }
  });

  it('a regent portrait that is not a picture', async () => {
    const file = new File([TEXT_FILE], 'me.png');
    await expectRefused('regent', { section: 'regent', intent: 'save', name: '', message: 'Hi', portrait: file }, 400, {
      portrait: 'The picture must be a JPEG, PNG or WebP image.',
    });
  });

  it('a page photo that is not a picture, or none at all, marked on its own slot', async () => {
    const replace = { section: 'photos', intent: 'slot-replace', slot: 'join' };
    await expectRefused('webmaster', { ...replace, 'join.photo': new File([TEXT_FILE], 'x.png') }, 400, {
      'join.photo': 'The picture must be a JPEG, PNG or WebP image.',
    });
    await expectRefused('webmaster', replace, 400, { 'join.photo': 'Choose a photo to upload.' });
  });

  it('a change the tool does not know, whichever part of it is unknown', async () => {
    for (const fields of [
      { section: 'rush', intent: 'publish' },
      { section: 'footer', intent: 'save' },
      { section: 'footer', intent: 'publish' },
    ]) {
      await expectRefused('webmaster', fields, 400);
      expect((await post('webmaster', fields)).data).toMatchObject({ ok: false, message: 'Unknown change.' });
    }
  });

  it('a gallery order posted from a stale page', async () => {
    await expectRefused(
      'webmaster',
      { section: 'photos', intent: 'gallery-save', 'gallery.0.id': 'bundled:gallery-01', 'gallery.0.alt': 'x' },
      400,
    );
  });
});

describe("forms past the tool's limits answer with a message and write nothing", () => {
  it(`a rush week numbered past ${MAX_ROW_INDEX}`, async () => {
    await expectRefused('webmaster', { ...RUSH, [`timeline.${MAX_ROW_INDEX + 1}.title`]: 'Week' }, 400);
    expect((await post('webmaster', { ...RUSH, 'timeline.0.items.100.name': 'x' })).data).toMatchObject({
      ok: false,
      message: TOO_MANY_ROWS,
    });
  });

  it('a rush form of 20,000 weeks', async () => {
    const weeks = Object.fromEntries(Array.from({ length: 20_000 }, (_, w) => [`timeline.${w}.title`, 'W']));
    await expectRefused('webmaster', { ...RUSH, ...weeks }, 413);
    expect((await post('webmaster', { ...RUSH, ...weeks })).data).toEqual({
      intent: 'form',
      ok: false,
      message: TOO_MANY_FIELDS,
    });
  });

  it('a gallery order with a photo numbered past the limit', async () => {
    await expectRefused('webmaster', { section: 'photos', intent: 'gallery-save', 'gallery.100.id': 'x' }, 400);
  });

  it('a form with more text than the cap', async () => {
    const outcome = await post('regent', { section: 'regent', intent: 'save', name: '', message: 'x'.repeat(300_000) });
    expect(outcome).toMatchObject({ status: 413, data: { intent: 'form', ok: false, message: FORM_TOO_LARGE } });
  });
});

describe('photos', () => {
  it('uploads a gallery photo in responsive sizes, describes, reorders and removes it', async () => {
    const file = new File([await makePicture('jpeg', 1000, 600)], 'Chapter Retreat.jpg');
    const added = await post('webmaster', {
      section: 'photos',
      intent: 'gallery-add',
      alt: 'Retreat at the lake',
      photo: file,
    });
    expect(added).toMatchObject({ status: 200, data: { ok: true, message: 'The photo was added.' } });
    let gallery = (await getSiteContent()).photos.gallery;
    const last = gallery.at(-1);
    expect(gallery).toHaveLength(30);
    expect(last).toMatchObject({
      alt: 'Retreat at the lake',
      photo: { kind: 'upload', width: 1000, height: 600, widths: [480, 960, 1000] },
    });
    const key = last?.photo.kind === 'upload' ? last.photo.key : '';
    expect(key).toMatch(/^sitePhotos\/\d+_chapter-retreat$/);
    expect((await findMedia(`${key}-960.avif`))?.contentType).toBe('image/avif');
    expect((await findMedia(`${key}-1000.webp`))?.contentType).toBe('image/webp');

    // Move the new photo first and rename it.
    const order: Fields = { section: 'photos', intent: 'gallery-save' };
    const ids = [
      key,
      ...gallery.slice(0, -1).map((g) => (g.photo.kind === 'bundled' ? `bundled:${g.photo.name}` : '')),
    ];
    ids.forEach((id, i) => {
      order[`gallery.${i}.id`] = id;
      order[`gallery.${i}.alt`] = i === 0 ? 'Retreat by the lake' : (gallery[i - 1]?.alt ?? '');
    });
    expect((await post('webmaster', order)).status).toBe(200);
    gallery = (await getSiteContent()).photos.gallery;
    expect(gallery[0]).toMatchObject({ alt: 'Retreat by the lake', photo: { key } });
    expect(gallery[1]).toMatchObject({ photo: { kind: 'bundled', name: 'gallery-01' } });

    expect((await post('webmaster', { section: 'photos', intent: 'gallery-remove', id: key })).status).toBe(200);
    gallery = (await getSiteContent()).photos.gallery;
    expect(gallery).toHaveLength(29);
    expect(gallery.some((g) => g.photo.kind === 'upload')).toBe(false);
  });

  it('replaces a page photo', async () => {
    const file = new File([await makePicture('png', 1800, 900)], 'banner.png');
    expect(
      (await post('webmaster', { section: 'photos', intent: 'slot-replace', slot: 'homeHero', 'homeHero.photo': file }))
        .status,
    ).toBe(200);
    expect((await getSiteContent()).photos.homeHero).toMatchObject({ kind: 'upload', widths: [480, 960, 1600] });
  });
});

describe('restore previous version', () => {
  it('steps back through earlier versions to the shipped default, then has nothing left', async () => {
    await post('webmaster', RUSH);
    await post('webmaster', { ...RUSH, title: 'Summer Rush 2027' });
    expect((await getSiteContent()).rush.title).toBe('Summer Rush 2027');

    expect(await post('webmaster', { section: 'rush', intent: 'restore' })).toMatchObject({
      status: 200,
      data: { ok: true },
    });
    expect((await getSiteContent()).rush.title).toBe('Spring Rush 2027');

    expect((await post('webmaster', { section: 'rush', intent: 'restore' })).status).toBe(200);
    expect((await getSiteContent()).rush.title).toBe(shippedRush.title);
    expect(await db().select({ section: siteContent.section }).from(siteContent)).toEqual([]); // follows config again

    await expectRefused('webmaster', { section: 'rush', intent: 'restore' }, 400);
    const restores = await db()
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'site-content.restore'));
    expect(restores.map((r) => (r.details as { new: { title: string } }).new.title).slice(-2)).toEqual([
      'Spring Rush 2027',
      shippedRush.title,
    ]);
  });

  it('keeps sections apart: restoring the rush leaves the dashboard alone', async () => {
    await post('webmaster', RUSH);
    await post('webmaster', { section: 'dashboard', intent: 'save', pointsGoal: '1234' });
    await post('webmaster', { section: 'rush', intent: 'restore' });
    expect((await getSiteContent()).dashboard.pointsGoal).toBe(1234);
  });
});

describe('the cache', () => {
  it('serves repeated reads from memory and is cleared by every save and restore', async () => {
    const first = await getSiteContent();
    expect(getSiteContent()).toBe(getSiteContent()); // one promise while cached
    // A change behind the cache's back is not seen ...
    await db()
      .insert(siteContent)
      .values({ section: 'dashboard', value: { ...first.dashboard, pointsGoal: 7 } });
    expect((await getSiteContent()).dashboard.pointsGoal).toBe(2500);
    // ... but a save clears it, so the next page load shows the change.
    await saveSection('rush', { ...first.rush, title: 'Fall Rush 2027' }, ids.webmaster as number);
    const next = await getSiteContent();
    expect([next.rush.title, next.dashboard.pointsGoal]).toEqual(['Fall Rush 2027', 7]);
    await post('webmaster', { section: 'rush', intent: 'restore' });
    expect((await getSiteContent()).rush.title).toBe(shippedRush.title);
  });

  it('ignores a stored value that no longer fits and shows the default', async () => {
    await db()
      .insert(siteContent)
      .values({ section: 'dashboard', value: { pointsGoal: 'lots' } });
    invalidateSiteContent();
    expect((await getSiteContent()).dashboard.pointsGoal).toBe(2500);
  });
});

describe('pages when the content cannot be read', () => {
  it('show the shipped defaults instead of failing', async () => {
    await post('webmaster', RUSH);
    await whileTableMissing('site_content', async () => {
      await expect(getSiteContent()).rejects.toThrow();
      expect((await getSiteContentOrDefault()).rush.title).toBe(shippedRush.title);
    });
    expect((await getSiteContentOrDefault()).rush.title).toBe('Spring Rush 2027');
  });
});

describe('an injected failure', () => {
  it('leaves the old content, history and media intact and the site still showing the old values', async () => {
    await post('webmaster', RUSH);
    await getSiteContent(); // warm the cache
    const file = new File([await makePicture('png', 600, 400)], 'new.png');
    await whileWritesFail({ table: 'audit_log', on: 'insert' }, async () => {
      const photo = await post('webmaster', { section: 'photos', intent: 'gallery-add', alt: 'New', photo: file });
      const rush = await post('webmaster', { ...RUSH, title: 'Broken Rush' });
      const restore = await post('webmaster', { section: 'rush', intent: 'restore' });
      for (const outcome of [photo, rush, restore]) {
        expect(outcome.status).toBe(500);
        expect(outcome.data?.message).toBe('Nothing was saved: the change could not be stored. Please try again.');
      }
    });
    expect((await getSiteContent()).rush.title).toBe('Spring Rush 2027');
    invalidateSiteContent();
    expect((await getSiteContent()).rush.title).toBe('Spring Rush 2027');
  });
});

describe('who may use the tool', () => {
  it('sends a member, the Scribe and a signed-out visitor away from the page', async () => {
    for (const who of ['member', 'scribe', null]) expect(await load(who)).toMatchObject({ status: 302, data: '' });
  });

  it('refuses their changes with 403 and writes nothing', async () => {
    for (const who of ['member', 'scribe']) {
      await expectRefused(who, RUSH, 403);
      await expectRefused(who, { section: 'dashboard', intent: 'save', pointsGoal: '1' }, 403);
      await expectRefused(who, { section: 'regent', intent: 'restore' }, 403);
    }
  });

  it('gives the Regent only the message and the Recruitment Chair only the rush season', async () => {
    const regentPage = (await load('regent')).data as Record<string, unknown>;
    expect(regentPage.sections).toEqual(['regent']);
    expect([regentPage.rush, regentPage.photos, regentPage.dashboard, regentPage.contact]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    const recruitmentPage = (await load('recruitment')).data as Record<string, unknown>;
    expect(recruitmentPage.sections).toEqual(['rush']);
    expect(recruitmentPage.regent).toBeNull();
    expect(((await load('webmaster')).data as Record<string, unknown>).sections).toEqual([
      'rush',
      'regent',
      'photos',
      'dashboard',
      'contact',
    ]);

    await expectRefused('regent', RUSH, 403);
    await expectRefused('regent', { section: 'contact', intent: 'save', email: 'regent@example.org' }, 403);
    expect((await post('regent', RUSH)).data).toEqual({
      intent: 'save',
      ok: false,
      message: NOT_YOUR_SECTION,
      section: 'rush',
    });
    await expectRefused('regent', { section: 'dashboard', intent: 'save', pointsGoal: '1' }, 403);
    await expectRefused('recruitment', { section: 'regent', intent: 'save', name: '', message: 'Hi' }, 403);
    expect((await post('recruitment', RUSH)).status).toBe(200);
  });
});
