import { describe, expect, it } from 'vitest';
import { uploadedPhotoSources } from './site-photos';

describe('uploadedPhotoSources', () => {
  it('lists every stored width as AVIF and WebP and falls back to the middle WebP', () => {
    const ref = {
      kind: 'upload',
      key: 'sitePhotos/1_team',
      width: 1600,
      height: 900,
      widths: [480, 960, 1600],
    } as const;
    expect(uploadedPhotoSources({ ...ref, widths: [...ref.widths] })).toEqual({
      width: 1600,
      height: 900,
      avif: '/media/sitePhotos/1_team-480.avif 480w, /media/sitePhotos/1_team-960.avif 960w, /media/sitePhotos/1_team-1600.avif 1600w',
      webp: '/media/sitePhotos/1_team-480.webp 480w, /media/sitePhotos/1_team-960.webp 960w, /media/sitePhotos/1_team-1600.webp 1600w',
      src: '/media/sitePhotos/1_team-960.webp',
    });
  });

  it('handles a photo stored in one width', () => {
    const ref = { kind: 'upload', key: 'sitePhotos/2_x', width: 300, height: 200, widths: [300] } as const;
    expect(uploadedPhotoSources({ ...ref, widths: [300] }).src).toBe('/media/sitePhotos/2_x-300.webp');
  });
});
