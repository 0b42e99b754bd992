// Draws the installable site's icons from the chapter's letters, once: `npx tsx scripts/assets/app-icons.ts`
// writes public/icons/*.png, which are committed. The letters are drawn as shapes, not text, so the icons are the
// same on every machine whatever fonts it has. Colours are the design tokens' red and gold.
import path from 'node:path';
import sharp from 'sharp';

const RED = '#6b0f1a';
const GOLD = '#c9a227';
const LIGHT_GOLD = '#e6c865';
const out = path.join(import.meta.dirname, '../../public/icons');

/** Theta and Tau side by side, centred on a 100-unit square, `scale` of its width. */
function letters(scale: number): string {
  const s = scale;
  const offset = 50 - 50 * s;
  return `<g transform="translate(${offset} ${offset}) scale(${s})" fill="${LIGHT_GOLD}">
    <ellipse cx="30" cy="50" rx="17" ry="24" fill="none" stroke="${LIGHT_GOLD}" stroke-width="7"/>
    <rect x="17" y="46.5" width="26" height="7"/>
    <rect x="54" y="26" width="34" height="7.5"/>
    <rect x="67.25" y="26" width="7.5" height="48"/>
  </g>`;
}

/** The usual icon: a red disc ringed in gold, as the favicon. */
const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <circle cx="50" cy="50" r="46" fill="${RED}" stroke="${GOLD}" stroke-width="5"/>${letters(0.78)}</svg>`;

/** The maskable icon: red to every edge, the letters inside the central 80 % that any mask keeps. */
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${RED}"/>${letters(0.62)}</svg>`;

/** Apple's home-screen icon is square (iOS rounds it), on the red. */
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${RED}"/>${letters(0.72)}</svg>`;

const icons: [string, string, number][] = [
  ['icon-192.png', plain, 192],
  ['icon-512.png', plain, 512],
  ['maskable-192.png', maskable, 192],
  ['maskable-512.png', maskable, 512],
  ['apple-touch-icon.png', apple, 180],
];
for (const [name, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 100) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
  console.log(`public/icons/${name}`);
}
