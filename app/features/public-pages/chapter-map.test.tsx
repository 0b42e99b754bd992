// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projectMarkers } from './map-projection';
import { ChapterMap, tooltipCentre } from './chapter-map';

const map = { outlinesUrl: '/assets/map/western-states-test.json', markers: projectMarkers() };

beforeEach(() => {
  // The map loads its outlines when it comes near the screen; here it is always in view.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.callback([{ isIntersecting: true }]);
      }
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ChapterMap', () => {
  it('draws the fetched state outlines under the seven markers', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify(['M0 0L10 0L10 10Z', 'M20 20L30 20Z'])));
    vi.stubGlobal('fetch', fetchMock);
    const { container } = render(<ChapterMap map={map} />);
    expect(screen.getAllByRole('img')).toHaveLength(7);
    await waitFor(() => expect(container.querySelectorAll('path')).toHaveLength(2));
    expect(fetchMock).toHaveBeenCalledWith('/assets/map/western-states-test.json');
  });

  it('keeps the markers and logs the error when the outlines cannot load', async () => {
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(new Response('gone', { status: 404 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container } = render(<ChapterMap map={map} />);
    await waitFor(() => expect(log).toHaveBeenCalledWith(expect.stringContaining('state outlines'), expect.any(Error)));
    expect(container.querySelectorAll('path')).toHaveLength(0);
    expect(screen.getAllByRole('img', { name: /Chapter, / })).toHaveLength(7);
  });
});

describe('tooltipCentre', () => {
  it('centres the tooltip over a marker with room on both sides', () => {
    expect(tooltipCentre(170, 150, 343)).toBe(170);
  });

  it('moves the tooltip in from the edge so all of it stays inside the map', () => {
    // A 180 px tooltip over a marker 20 px from either edge of a 343 px map: 8 px clear of the edge.
    expect(tooltipCentre(20, 180, 343)).toBe(98);
    expect(tooltipCentre(323, 180, 343)).toBe(245);
  });
});
