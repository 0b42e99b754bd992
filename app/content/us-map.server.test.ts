import { describe, expect, it, vi } from 'vitest';
import { logger } from '../lib/logger.server';
import { chapterMap } from './us-map.server';

describe('chapterMap', () => {
  it('projects the western states from the bundled topology and places all seven chapters in view', async () => {
    const map = await chapterMap();
    expect(map.states.length).toBeGreaterThan(8);
    expect(map.states.every((d) => d.startsWith('M'))).toBe(true);
    expect(map.markers.map((m) => m.name)).toEqual([
      'Epsilon',
      'Theta Beta',
      'Lambda Delta',
      'Mu Delta',
      'Rho Delta',
      'Omega Epsilon',
      'Upsilon Epsilon',
    ]);
    for (const marker of map.markers) {
      expect(marker.x).toBeGreaterThan(0);
      expect(marker.x).toBeLessThan(960);
      expect(marker.y).toBeGreaterThan(0);
      expect(marker.y).toBeLessThan(400);
    }
    const seattle = map.markers.find((m) => m.name === 'Theta Beta');
    const santaClara = map.markers.find((m) => m.name === 'Upsilon Epsilon');
    expect(seattle!.y).toBeLessThan(santaClara!.y); // north is up
  });

  it('keeps the markers and logs the error when the topology cannot load', async () => {
    const log = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const map = await chapterMap(() => Promise.reject(new Error('ENOENT states-10m.json')));
    expect(map.states).toEqual([]);
    expect(map.markers).toHaveLength(7);
    expect(log).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      expect.stringContaining('topology'),
    );
  });
});
