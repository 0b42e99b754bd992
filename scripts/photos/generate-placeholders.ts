// Writes the chapter's placeholder photographs into content/photos/: abstract engineering scenes (arches, gears,
// circuits, trusses, ridges) in the chapter's red and gold, drawn as SVG and rendered by sharp. A chapter replaces
// them by dropping its own JPEGs with the same names into content/photos/. Run: npx tsx scripts/photos/generate-placeholders.ts
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom } from '../../demo/random';

const OUT = path.resolve('content/photos');
const RED = ['#4a0a12', '#6b0f1a', '#8a1526', '#b3263a'];
const GOLD = ['#c9a227', '#e6c865', '#f7ecc8'];
const INK = '#1c1b1f';

type Random = ReturnType<typeof random>;

function random(seed: number) {
  const r = seededRandom(seed);
  return { ...r, between: (a: number, b: number) => a + r.next() * (b - a) };
}

function sky(r: Random, w: number, h: number) {
  const top = r.pick([RED[0], RED[1], INK]);
  const bottom = r.pick([GOLD[0], GOLD[1], RED[3]]);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>
    <stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#sky)"/>
    <circle cx="${r.between(0.15, 0.85) * w}" cy="${r.between(0.25, 0.55) * h}" r="${r.between(0.06, 0.14) * w}"
      fill="${GOLD[2]}" opacity="0.85"/>`;
}

function ridges(r: Random, w: number, h: number) {
  let out = '';
  for (let layer = 0; layer < 3; layer++) {
    const base = h * (0.6 + layer * 0.13);
    let d = `M0 ${h} L0 ${base}`;
    for (let x = 0; x <= w; x += w / 8) d += ` L${x} ${base - r.between(0, h * 0.18)}`;
    out += `<path d="${d} L${w} ${h} Z" fill="${RED[2 - layer] ?? INK}" opacity="${0.75 + layer * 0.1}"/>`;
  }
  return out;
}

function arches(r: Random, w: number, h: number) {
  const count = 5 + Math.floor(r.next() * 3);
  const span = w / count;
  const top = h * r.between(0.35, 0.5);
  let out = `<rect x="0" y="${top}" width="${w}" height="${h - top}" fill="${GOLD[2]}"/>`;
  for (let i = 0; i < count; i++) {
    const x = i * span + span * 0.18;
    const aw = span * 0.64;
    out += `<path d="M${x} ${h} V${top + aw * 0.7} A${aw / 2} ${aw / 2} 0 0 1 ${x + aw} ${top + aw * 0.7} V${h} Z"
      fill="${RED[1]}" opacity="0.9"/>`;
  }
  return out + `<rect x="0" y="${top - 24}" width="${w}" height="24" fill="${RED[3]}"/>`;
}

function gear(cx: number, cy: number, radius: number, teeth: number, fill: string) {
  let d = '';
  for (let i = 0; i < teeth * 2; i++) {
    const a = (Math.PI * i) / teeth;
    const rr = i % 2 === 0 ? radius : radius * 0.84;
    d += `${i === 0 ? 'M' : 'L'}${cx + rr * Math.cos(a)} ${cy + rr * Math.sin(a)} `;
  }
  return `<path d="${d}Z" fill="${fill}"/><circle cx="${cx}" cy="${cy}" r="${radius * 0.3}" fill="${RED[0]}"/>`;
}

function gears(r: Random, w: number, h: number) {
  let out = `<rect width="${w}" height="${h}" fill="${RED[0]}" opacity="0.35"/>`;
  for (let i = 0; i < 4; i++) {
    out += gear(r.between(0.1, 0.9) * w, r.between(0.2, 0.9) * h, r.between(0.1, 0.25) * h, 10 + i * 2, r.pick(GOLD));
  }
  return out;
}

function circuit(r: Random, w: number, h: number) {
  let out = `<rect width="${w}" height="${h}" fill="${INK}" opacity="0.55"/>`;
  for (let i = 0; i < 18; i++) {
    let x = r.between(0, w);
    let y = r.between(0, h);
    let d = `M${x} ${y}`;
    for (let s = 0; s < 4; s++) {
      if (s % 2 === 0) x += r.between(-0.25, 0.25) * w;
      else y += r.between(-0.25, 0.25) * h;
      d += ` L${x} ${y}`;
    }
    out += `<path d="${d}" stroke="${r.pick(GOLD)}" stroke-width="6" fill="none"/>
      <circle cx="${x}" cy="${y}" r="14" fill="${GOLD[1]}"/>`;
  }
  return out;
}

function truss(r: Random, w: number, h: number) {
  const deck = h * r.between(0.58, 0.7);
  const rise = h * 0.22;
  let out = `<rect x="0" y="${deck}" width="${w}" height="${h - deck}" fill="${RED[1]}" opacity="0.8"/>`;
  const panels = 10;
  for (let i = 0; i < panels; i++) {
    const x0 = (w / panels) * i;
    const x1 = x0 + w / panels;
    out += `<path d="M${x0} ${deck} L${x1} ${deck - rise} M${x0} ${deck - rise} L${x1} ${deck - rise}
      M${x1} ${deck} L${x1} ${deck - rise}" stroke="${INK}" stroke-width="10"/>`;
  }
  return out + `<rect x="0" y="${deck - 8}" width="${w}" height="16" fill="${INK}"/>`;
}

const SCENES = [ridges, arches, gears, circuit, truss];

function scene(seed: number, w: number, h: number) {
  const r = random(seed);
  const first = SCENES[seed % SCENES.length] ?? ridges;
  const second = r.pick(SCENES.filter((s) => s !== first && s !== arches));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${sky(r, w, h)}${second === ridges ? ridges(r, w, h) : ''}${first(r, w, h)}</svg>`;
}

/** A faceless head-and-shoulders silhouette: the regent's portrait until the chapter adds a real one. */
function portrait(w: number, h: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><radialGradient id="bg" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${GOLD[1]}"/>
    <stop offset="1" stop-color="${RED[1]}"/></radialGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${w / 2}" cy="${h * 0.38}" r="${w * 0.2}" fill="${RED[0]}"/>
    <path d="M${w * 0.12} ${h} C${w * 0.14} ${h * 0.68} ${w * 0.3} ${h * 0.6} ${w / 2} ${h * 0.6}
      C${w * 0.7} ${h * 0.6} ${w * 0.86} ${h * 0.68} ${w * 0.88} ${h} Z" fill="${RED[0]}"/></svg>`;
}

async function write(name: string, svg: string) {
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(path.join(OUT, `${name}.jpg`));
}

fs.mkdirSync(OUT, { recursive: true });
for (let i = 1; i <= 29; i++) await write(`gallery-${String(i).padStart(2, '0')}`, scene(i * 7919, 1200, 800));
await write('hero-home', scene(101, 1600, 900));
await write('hero-about', scene(202, 1600, 900));
await write('join', scene(303, 1600, 900));
await write('regent', portrait(600, 750));
console.log(`wrote ${fs.readdirSync(OUT).length} photos to ${OUT}`);
