// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PICTURE } from './pictures';
import { ProfilePicture } from './profile-picture';

const STORED = '/media/profilePictures/1_gone.webp';

/** happy-dom never loads images, so each test says how big the loaded image is (0 = it failed). */
function imagesLoadWithWidth(width: number) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(width);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('ProfilePicture', () => {
  it('shows the stored picture, and the default image when it fails later', () => {
    imagesLoadWithWidth(160);
    render(<ProfilePicture src={STORED} alt="Ada Lovelace" />);
    const img = screen.getByRole('img', { name: 'Ada Lovelace' });
    expect(img.getAttribute('src')).toBe(STORED);
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe(DEFAULT_PICTURE);
  });

  it('falls back when the picture had already failed before the page became interactive', () => {
    imagesLoadWithWidth(0);
    render(<ProfilePicture src={STORED} alt="Ada Lovelace" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).getAttribute('src')).toBe(DEFAULT_PICTURE);
  });

  it('loads when the layout finds it on screen, or with the page when it is shown before scrolling', () => {
    imagesLoadWithWidth(160);
    render(<ProfilePicture src={STORED} alt="Ada Lovelace" />);
    render(<ProfilePicture src={STORED} alt="Grace Hopper" eager />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' }).getAttribute('loading')).toBe('lazy');
    expect(screen.getByRole('img', { name: 'Grace Hopper' }).getAttribute('loading')).toBe('eager');
  });
});
