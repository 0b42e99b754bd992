/** The seven chapters of the Northwestern Region on the home page map, at their campuses. */
export type MapChapter = { name: string; university: string; coordinates: [longitude: number, latitude: number] };

export const MAP_CHAPTERS: readonly MapChapter[] = [
  { name: 'Epsilon', university: 'UC Berkeley', coordinates: [-122.2585, 37.8719] },
  { name: 'Theta Beta', university: 'Univ. of Washington', coordinates: [-122.3035, 47.6553] },
  { name: 'Lambda Delta', university: 'Univ. of the Pacific', coordinates: [-121.3108, 37.9806] },
  { name: 'Mu Delta', university: 'UC Merced', coordinates: [-120.4249, 37.366] },
  { name: 'Rho Delta', university: 'Univ. of Nevada, Reno', coordinates: [-119.8138, 39.5442] },
  { name: 'Omega Epsilon', university: 'San Jose State', coordinates: [-121.8811, 37.3352] },
  // Last, so the home chapter's marker is drawn over San Jose State's, five miles away.
  { name: 'Upsilon Epsilon', university: 'Santa Clara University', coordinates: [-121.939, 37.3496] },
];

/** The map projection: azimuthal equal-area, rotation [115,-41,0], scale 1800, 400 px high, zoom 1 to 8. */
export const MAP_VIEW = {
  width: 960,
  height: 400,
  rotate: [115, -41, 0] as [number, number, number],
  scale: 1800,
  // Not centred on the rotation: this keeps all seven chapters (Seattle to San Jose) in view, and in the middle
  // when a phone shows only the central part of the map.
  translate: [560, 253] as [number, number],
  zoomExtent: [1, 8] as [number, number],
};
