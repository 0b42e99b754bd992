import { describe, expect, it, vi } from 'vitest';
import type { GalleryPhoto } from './site-content';
import {
  dashboardFromForm,
  GALLERY_CHANGED,
  galleryFromForm,
  MAX_ROW_INDEX,
  rushFromForm,
  TOO_MANY_ROWS,
} from './site-content-forms';

const form = (fields: Record<string, string>) => {
  const out = new FormData();
  for (const [k, v] of Object.entries(fields)) out.append(k, v);
  return out;
};

describe('rushFromForm', () => {
  it('reads weeks and items in index order, with unchecked boxes false and empty dates, times and places null', () => {
    const parsed = rushFromForm(
      form({
        title: 'Winter Rush 2027',
        startsAt: '2027-01-07T19:00',
        endsOn: '2027-01-22',
        interestFormUrl: 'https://forms.gle/x',
        'timeline.7.title': 'Week 2',
        'timeline.7.items.0.name': 'Interviews',
        'timeline.7.items.0.inviteOnly': 'on',
        'timeline.2.title': 'Week 1',
        'timeline.2.items.10.name': 'Second',
        'timeline.2.items.3.name': 'First',
        'timeline.2.items.3.date': '2027-01-08',
        'timeline.2.items.3.time': '19:00',
        'timeline.2.items.3.place': 'Benson Center',
        'timeline.2.items.10.place': '',
      }),
    );
    expect(parsed).toEqual({
      ok: true,
      value: {
        title: 'Winter Rush 2027',
        startsAt: '2027-01-07T19:00',
        endsOn: '2027-01-22',
        interestFormUrl: 'https://forms.gle/x',
        showCountdown: false,
        timeline: [
          {
            title: 'Week 1',
            items: [
              { name: 'First', date: '2027-01-08', time: '19:00', place: 'Benson Center', inviteOnly: false },
              { name: 'Second', date: null, time: null, place: null, inviteOnly: false },
            ],
          },
          {
            title: 'Week 2',
            items: [{ name: 'Interviews', date: null, time: null, place: null, inviteOnly: true }],
          },
        ],
      },
    });
  });
});

/** A rush form at the tool's limits: `weeks` weeks of `items` events, every field filled. */
function rushForm(weeks: number, items: number): FormData {
  const out = form({
    title: 'Rush',
    startsAt: '2027-01-07T19:00',
    endsOn: '2027-01-22',
    interestFormUrl: 'https://forms.gle/x',
  });
  for (let w = 0; w < weeks; w++) {
    out.append(`timeline.${w}.title`, `Week ${w}`);
    for (let i = 0; i < items; i++) {
      out.append(`timeline.${w}.items.${i}.name`, `Event ${i}`);
      out.append(`timeline.${w}.items.${i}.date`, '2027-01-08');
      out.append(`timeline.${w}.items.${i}.time`, '19:00');
      out.append(`timeline.${w}.items.${i}.place`, 'Benson Center');
      out.append(`timeline.${w}.items.${i}.inviteOnly`, 'on');
    }
  }
  return out;
}

/**
 * How many times the parser goes through the posted form: each pass over its entries and each lookup by name
 * (FormData finds a name by scanning its whole list) counts once.
 */
function formScans(parse: () => unknown): number {
  const methods = ['get', 'getAll', 'has', 'keys', 'values', 'entries', 'forEach', Symbol.iterator] as const;
  const spies = methods.map((method) => vi.spyOn(FormData.prototype, method as 'get'));
  parse();
  const scans = spies.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
  vi.restoreAllMocks();
  return scans;
}

describe('rushFromForm limits', () => {
  it('goes through the form once, however many weeks and events it holds', () => {
    expect(formScans(() => rushFromForm(rushForm(1, 1)))).toBe(1);
    expect(formScans(() => rushFromForm(rushForm(12, 20)))).toBe(1);
  });

  it(`refuses a week or event numbered past ${MAX_ROW_INDEX}`, () => {
    expect(rushFromForm(form({ [`timeline.${MAX_ROW_INDEX + 1}.title`]: 'Week' }))).toEqual({
      ok: false,
      message: TOO_MANY_ROWS,
    });
    expect(
      rushFromForm(form({ 'timeline.0.title': 'Week', [`timeline.0.items.${MAX_ROW_INDEX + 1}.name`]: 'x' })),
    ).toEqual({
      ok: false,
      message: TOO_MANY_ROWS,
    });
  });

  it('refuses a form of 20,000 weeks with the cap message', () => {
    expect(rushFromForm(rushForm(20_000, 0))).toEqual({ ok: false, message: TOO_MANY_ROWS });
  });

  it(`takes every row number up to ${MAX_ROW_INDEX}, with gaps`, () => {
    const parsed = rushFromForm(form({ [`timeline.${MAX_ROW_INDEX}.title`]: 'Last', 'timeline.3.title': 'First' }));
    expect(parsed.ok && parsed.value.timeline.map((week) => week.title)).toEqual(['First', 'Last']);
  });
});

describe('dashboardFromForm', () => {
  it('reads whole numbers only, the two switches and the digest time', () => {
    expect(dashboardFromForm(form({ pointsGoal: ' 3000 ', broDateCard: 'on', digestTime: '19:30' }))).toEqual({
      pointsGoal: 3000,
      broDateCard: true,
      spoonAssassinsCard: false,
      digestTime: '19:30',
    });
    // A form without the field (from before the digest) leaves it to the default.
    expect(dashboardFromForm(form({ pointsGoal: '1' })).digestTime).toBeUndefined();
    for (const bad of ['', '2.5', '1e3', 'abc']) {
      expect(dashboardFromForm(form({ pointsGoal: bad })).pointsGoal).toBeNaN();
    }
  });
});

describe('galleryFromForm', () => {
  const current: GalleryPhoto[] = [
    { photo: { kind: 'bundled', name: 'gallery-01' }, alt: 'One' },
    { photo: { kind: 'upload', key: 'sitePhotos/1_x', width: 10, height: 10, widths: [10] }, alt: 'Two' },
  ];

  it('reorders and renames the current photos', () => {
    const result = galleryFromForm(
      form({
        'gallery.0.id': 'sitePhotos/1_x',
        'gallery.0.alt': 'Second',
        'gallery.1.id': 'bundled:gallery-01',
        'gallery.1.alt': 'First',
      }),
      current,
    );
    expect(result).toEqual({
      ok: true,
      gallery: [
        { photo: current[1]?.photo, alt: 'Second' },
        { photo: current[0]?.photo, alt: 'First' },
      ],
    });
  });

  it('refuses a list that is not exactly the current photos', () => {
    const missing = form({ 'gallery.0.id': 'bundled:gallery-01', 'gallery.0.alt': 'x' });
    const twice = form({ 'gallery.0.id': 'bundled:gallery-01', 'gallery.1.id': 'bundled:gallery-01' });
    const unknown = form({ 'gallery.0.id': 'bundled:gallery-01', 'gallery.1.id': 'sitePhotos/2_other' });
    for (const posted of [missing, twice, unknown]) {
      expect(galleryFromForm(posted, current)).toEqual({ ok: false, message: GALLERY_CHANGED });
    }
  });

  it(`goes through the form once and refuses a photo numbered past ${MAX_ROW_INDEX}`, () => {
    const rows = form({});
    for (let i = 0; i < 60; i++) rows.append(`gallery.${i}.id`, 'bundled:gallery-01');
    expect(formScans(() => galleryFromForm(rows, current))).toBe(1);
    rows.append(`gallery.${MAX_ROW_INDEX + 1}.id`, 'bundled:gallery-01');
    expect(galleryFromForm(rows, current)).toEqual({ ok: false, message: TOO_MANY_ROWS });
  });
});
