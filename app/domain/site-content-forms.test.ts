import { describe, expect, it } from 'vitest';
import type { GalleryPhoto } from './site-content';
import { dashboardFromForm, GALLERY_CHANGED, galleryFromForm, rushFromForm } from './site-content-forms';

const form = (fields: Record<string, string>) => {
  const out = new FormData();
  for (const [k, v] of Object.entries(fields)) out.append(k, v);
  return out;
};

describe('rushFromForm', () => {
  it('reads weeks and items in index order, with unchecked boxes false and empty dates null', () => {
    const parsed = rushFromForm(
      form({
        title: 'Winter Rush 2027',
        startsAt: '2027-01-07T19:00',
        interestFormUrl: 'https://forms.gle/x',
        'timeline.7.title': 'Week 2',
        'timeline.7.items.0.name': 'Interviews',
        'timeline.7.items.0.inviteOnly': 'on',
        'timeline.2.title': 'Week 1',
        'timeline.2.items.10.name': 'Second',
        'timeline.2.items.3.name': 'First',
        'timeline.2.items.3.date': '2027-01-05',
      }),
    );
    expect(parsed).toEqual({
      title: 'Winter Rush 2027',
      startsAt: '2027-01-07T19:00',
      interestFormUrl: 'https://forms.gle/x',
      showCountdown: false,
      timeline: [
        {
          title: 'Week 1',
          items: [
            { name: 'First', date: '2027-01-05', inviteOnly: false },
            { name: 'Second', date: null, inviteOnly: false },
          ],
        },
        { title: 'Week 2', items: [{ name: 'Interviews', date: null, inviteOnly: true }] },
      ],
    });
  });
});

describe('dashboardFromForm', () => {
  it('reads whole numbers only and the two switches', () => {
    expect(dashboardFromForm(form({ pointsGoal: ' 3000 ', broDateCard: 'on' }))).toEqual({
      pointsGoal: 3000,
      broDateCard: true,
      spoonAssassinsCard: false,
    });
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
});
