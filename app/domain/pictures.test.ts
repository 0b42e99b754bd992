import { describe, expect, it } from 'vitest';
import { DEFAULT_PICTURE, pictureUrl } from './pictures';

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
