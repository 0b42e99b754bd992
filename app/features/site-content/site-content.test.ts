import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../shared/forms/action-result';
import {
  dashboardSchema,
  photosSchema,
  regentSchema,
  rushSchema,
  sectionSchemas,
  storedRushSchema,
} from './site-content';
import { defaultSiteContent } from './site-content-defaults';

describe('site content schemas', () => {
  it('accept every shipped default', () => {
    const defaults = defaultSiteContent();
    for (const [section, schema] of Object.entries(sectionSchemas)) {
      expect(schema.safeParse(defaults[section as keyof typeof defaults]).success, section).toBe(true);
    }
  });

  it('accept leap days and refuse dates that do not exist', () => {
    const rush = defaultSiteContent().rush;
    const leap = { ...rush, startsAt: '2028-02-29T19:00', endsOn: '2028-02-29' };
    expect(
      rushSchema.safeParse({ ...leap, timeline: [{ title: 'W', items: [rush.timeline[1]!.items[0]!] }] }).success,
    ).toBe(true);
    for (const startsAt of ['2027-02-29T19:00', '2027-04-31T10:00', '1999-12-31T10:00', '2027-01-07 19:00', '']) {
      expect(rushSchema.safeParse({ ...rush, startsAt }).success, startsAt).toBe(false);
    }
  });

  it('only take https addresses with a host for the interest form', () => {
    const rush = defaultSiteContent().rush;
    expect(rushSchema.safeParse({ ...rush, interestFormUrl: ' https://forms.gle/abc ' }).data?.interestFormUrl).toBe(
      'https://forms.gle/abc',
    );
    for (const url of [
      'http://forms.gle/x',
      'https://localhost',
      'ftp://x.org',
      'data:text/html,x',
      `https://x.org/${'a'.repeat(490)}`,
      'https://evil.example\\@forms.gle/x',
      'https://forms.gle/a\tb',
      'https://forms.gle/a\u0000b',
      '//forms.gle/x',
    ]) {
      expect(rushSchema.safeParse({ ...rush, interestFormUrl: url }).success, url).toBe(false);
    }
  });

  it('limit weeks and events per week', () => {
    const rush = defaultSiteContent().rush;
    const week = rush.timeline[0]!;
    const weeks = (n: number) => Array.from({ length: n }, () => week);
    expect(rushSchema.safeParse({ ...rush, timeline: weeks(12) }).success).toBe(true);
    expect(fieldErrors(rushSchema.safeParse({ ...rush, timeline: weeks(13) }).error!)).toEqual({
      timeline: 'The timeline has at most 12 weeks.',
    });
    const items = Array.from({ length: 21 }, () => week.items[0]!);
    expect(fieldErrors(rushSchema.safeParse({ ...rush, timeline: [{ title: 'W', items }] }).error!)).toEqual({
      'timeline.0.items': 'A week has at most 20 events.',
    });
  });

  it('need a last day of rush on or after the day it starts', () => {
    const rush = defaultSiteContent().rush;
    const errors = (endsOn: string) => fieldErrors(rushSchema.safeParse({ ...rush, endsOn }).error!);
    expect(errors('')).toEqual({ endsOn: 'Enter the last day of rush.' });
    expect(errors('2027-02-30')).toEqual({ endsOn: 'Enter a real date between 2000 and 2100.' });
    expect(errors('2027-01-06')).toEqual({
      endsOn: 'The last day of rush must be on or after the day rush starts (Thu, Jan 7, 2027).',
    });
    expect(rushSchema.safeParse({ ...rush, endsOn: '2027-01-13' }).success).toBe(true);
  });

  it('refuse an event dated outside the season, on its date, saying the season dates', () => {
    const rush = defaultSiteContent().rush;
    const week = rush.timeline[0]!;
    const dated = (date: string) => [{ ...week, items: [week.items[0]!, { ...week.items[1]!, date }] }];
    expect(fieldErrors(rushSchema.safeParse({ ...rush, timeline: dated('2027-01-23') }).error!)).toEqual({
      'timeline.0.items.1.date':
        "This date is outside the rush season (Thu, Jan 7 to Fri, Jan 22, 2027). Pick a day in the season, change the season's dates above, or leave the date empty.",
    });
    expect(rushSchema.safeParse({ ...rush, timeline: dated('2027-01-22') }).success).toBe(true);
    // Moving the season's dates instead is just as good.
    expect(rushSchema.safeParse({ ...rush, endsOn: '2027-01-23', timeline: dated('2027-01-23') }).success).toBe(true);
  });

  it("take an event's time on a 24-hour clock and a place of at most 80 characters, both optional", () => {
    const rush = defaultSiteContent().rush;
    const week = rush.timeline[0]!;
    const withItem = (change: object) => ({
      ...rush,
      timeline: [{ ...week, items: [{ ...week.items[0]!, ...change }] }],
    });
    expect(rushSchema.parse(withItem({ time: ' ', place: '  ' })).timeline[0]!.items[0]).toMatchObject({
      time: null,
      place: null,
    });
    expect(rushSchema.parse(withItem({ time: '23:59', place: ' Benson Center ' })).timeline[0]!.items[0]).toMatchObject(
      { time: '23:59', place: 'Benson Center' },
    );
    for (const time of ['24:00', '7pm', '7:00', '19:60']) {
      expect(fieldErrors(rushSchema.safeParse(withItem({ time })).error!), time).toEqual({
        'timeline.0.items.0.time': 'Enter a time such as 7:00 PM, or leave it empty.',
      });
    }
    expect(fieldErrors(rushSchema.safeParse(withItem({ place: 'x'.repeat(81) })).error!)).toEqual({
      'timeline.0.items.0.place': 'The place must be at most 80 characters.',
    });
  });

  it('still show a season stored before seasons had a last day or events a time and place', () => {
    const { endsOn: _, ...old } = defaultSiteContent().rush;
    const stored = {
      ...old,
      timeline: old.timeline.map((week) => ({
        ...week,
        items: week.items.map(({ name, date, inviteOnly }) => ({ name, date, inviteOnly })),
      })),
    };
    const shown = storedRushSchema.parse(stored);
    expect(shown.endsOn).toBeUndefined();
    expect(shown.timeline[0]!.items[0]).toEqual({
      name: 'Theta Tau Info Night',
      date: '2027-01-07',
      time: null,
      place: null,
      inviteOnly: false,
    });
    // A save needs the last day all the same.
    expect(fieldErrors(rushSchema.safeParse(stored).error!)).toEqual({ endsOn: expect.any(String) });
  });

  it("refuse a regent's message whose link hides its site behind a name and @, saying which", () => {
    const regent = {
      ...defaultSiteContent().regent,
      message: 'Read [our news](https://thetatau.example@evil.example).',
    };
    expect(fieldErrors(regentSchema.safeParse(regent).error!)).toEqual({
      message:
        'The link “https://thetatau.example@evil.example” puts “thetatau.example@” before its site, which hides ' +
        'where it leads: write the address without it.',
    });
  });

  it('keep uploaded photo keys inside the site photo store', () => {
    const regent = defaultSiteContent().regent;
    const upload = { kind: 'upload', width: 10, height: 10, widths: [10] } as const;
    expect(regentSchema.safeParse({ ...regent, portrait: { ...upload, key: 'sitePhotos/1_me' } }).success).toBe(true);
    for (const key of ['profilePictures/1_me', 'sitePhotos/../x', 'sitePhotos/a/b']) {
      expect(regentSchema.safeParse({ ...regent, portrait: { ...upload, key } }).success, key).toBe(false);
    }
  });

  it('need at least one gallery photo, at most 60, each described', () => {
    const photos = defaultSiteContent().photos;
    const one = photos.gallery[0]!;
    expect(photosSchema.safeParse({ ...photos, gallery: [] }).success).toBe(false);
    expect(photosSchema.safeParse({ ...photos, gallery: Array.from({ length: 61 }, () => one) }).success).toBe(false);
    expect(fieldErrors(photosSchema.safeParse({ ...photos, gallery: [{ ...one, alt: ' ' }] }).error!)).toEqual({
      'gallery.0.alt': 'The description is required.',
    });
  });

  it('take a whole points goal from 1 to 100000', () => {
    const base = { broDateCard: true, spoonAssassinsCard: false };
    expect(dashboardSchema.safeParse({ ...base, pointsGoal: 1 }).success).toBe(true);
    expect(dashboardSchema.safeParse({ ...base, pointsGoal: 100_000 }).success).toBe(true);
    for (const pointsGoal of [0, -5, 2.5, Number.NaN, 100_001]) {
      expect(dashboardSchema.safeParse({ ...base, pointsGoal }).success, String(pointsGoal)).toBe(false);
    }
  });
});
