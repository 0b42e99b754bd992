import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE, mediaKeyOf, pictureUrl, pictureSizeProblem } from './pictures';

describe('pictureUrl', () => {
  it('uses a stored Google photo as it is', () => {
    expect(pictureUrl('https://lh3.googleusercontent.com/a/abc')).toBe('https://lh3.googleusercontent.com/a/abc');
  });

  it('resolves any other stored value through the media store', () => {
    expect(pictureUrl('profilePictures/1700000000000_me.webp')).toBe('/media/profilePictures/1700000000000_me.webp');
    expect(pictureUrl('/media/profilePictures/1_x.webp')).toBe('/media/profilePictures/1_x.webp');
  });

  it('falls back to the sign-in account photo, then the default image', () => {
    expect(pictureUrl(null, 'https://lh3.googleusercontent.com/a/photo')).toBe(
      'https://lh3.googleusercontent.com/a/photo',
    );
    expect(pictureUrl('', null)).toBe(DEFAULT_PICTURE);
    expect(pictureUrl(undefined, 'https://tracker.example/pixel.gif')).toBe(DEFAULT_PICTURE);
  });
});

describe('mediaKeyOf', () => {
  it('finds the media key of an upload, stored as a key or as its /media address', () => {
    expect(mediaKeyOf('/media/profilePictures/1_x.webp')).toBe('profilePictures/1_x.webp');
    expect(mediaKeyOf('profilePictures/1_x.webp')).toBe('profilePictures/1_x.webp');
  });

  it('has none for external photos or an empty value', () => {
    expect(mediaKeyOf('https://lh3.googleusercontent.com/a/abc')).toBeNull();
    expect(mediaKeyOf('//cdn.example/x.png')).toBeNull();
    expect(mediaKeyOf('')).toBeNull();
    expect(mediaKeyOf(null)).toBeNull();
  });
});

describe('pictureSizeProblem', () => {
  it('refuses a file over 5 MB with the message, and accepts one of exactly 5 MB or none', () => {
    expect(pictureSizeProblem({ size: 5 * 1024 * 1024 + 1 })).toBe('The picture must be at most 5 MB.');
    expect(pictureSizeProblem({ size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(pictureSizeProblem(undefined)).toBeUndefined();
  });
});
