import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { projectMarkers, projectStates } from './map-projection';

describe('projectStates', () => {
  it('projects the western states of the bundled topology into SVG paths', () => {
    const topology = JSON.parse(fs.readFileSync('node_modules/us-atlas/states-10m.json', 'utf8'));
    const states = projectStates(topology);
    expect(states.length).toBeGreaterThan(8);
    expect(states.length).toBeLessThan(30); // the eastern states are out of view
    expect(states.every((d) => d.startsWith('M'))).toBe(true);
  });
});

describe('projectMarkers', () => {
  it('places all seven chapters inside the 960 x 400 view, north up, the home chapter drawn last', () => {
    const markers = projectMarkers();
    expect(markers.map((m) => m.name)).toEqual([
      'Epsilon',
      'Theta Beta',
      'Lambda Delta',
      'Mu Delta',
      'Rho Delta',
      'Omega Epsilon',
      'Upsilon Epsilon',
    ]);
    for (const marker of markers) {
      expect(marker.x).toBeGreaterThan(0);
      expect(marker.x).toBeLessThan(960);
      expect(marker.y).toBeGreaterThan(0);
      expect(marker.y).toBeLessThan(400);
    }
    const seattle = markers.find((m) => m.name === 'Theta Beta');
    const santaClara = markers.find((m) => m.name === 'Upsilon Epsilon');
    expect(seattle!.y).toBeLessThan(santaClara!.y);
  });
});
