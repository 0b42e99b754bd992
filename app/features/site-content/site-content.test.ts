import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../shared/forms/action-result';
import { dashboardSchema, photosSchema, regentSchema, rushSchema, sectionSchemas } from './site-content';
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
    expect(rushSchema.safeParse({ ...rush, startsAt: '2028-02-29T19:00' }).success).toBe(true);
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
