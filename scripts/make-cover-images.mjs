// Draws the cover illustrations of the demo news and blog posts: geometric star-and-lattice art
// in the brand's teal and gold, one composition per post. Run once when covers are added:
//   node scripts/make-cover-images.mjs
// The JPEGs are committed (web/member/public/images/covers); the gateway's /_img endpoint
// serves them resized to webp at the widths the page asks for.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const out = path.resolve(import.meta.dirname, '../web/member/public/images/covers');
const W = 1600;
const H = 900;

const COVERS = [
  {
    slug: 'mawadda-now-in-urdu-persian-and-turkish',
    bg: ['#0b4f4a', '#12695f'],
    accent: '#f2c46d',
    cell: 150,
    seed: 1,
  },
  { slug: 'new-photo-privacy-controls', bg: ['#0a3f3c', '#175e6a'], accent: '#f5d48f', cell: 120, seed: 2 },
  {
    slug: 'ramadan-etiquette-reminders-2026',
    bg: ['#1d2b4f', '#0d4a54'],
    accent: '#f2c46d',
    cell: 180,
    seed: 3,
    crescent: true,
  },
  { slug: '300000-marriages-milestone', bg: ['#0f5e59', '#1b8275'], accent: '#ffe2a6', cell: 135, seed: 4 },
  { slug: 'mawadda-app-6-0', bg: ['#0c4744', '#22706a'], accent: '#f2c46d', cell: 110, seed: 5 },
  {
    slug: 'choosing-a-spouse-for-faith-and-character',
    bg: ['#3b2f22', '#6b4f2c'],
    accent: '#f5d48f',
    cell: 160,
    seed: 6,
  },
  {
    slug: 'involving-the-wali-and-families',
    bg: ['#0e4d57', '#166f6a'],
    accent: '#f7d9a0',
    cell: 140,
    seed: 7,
  },
  {
    slug: 'staying-safe-never-send-money',
    bg: ['#2b3b4a', '#0f5e59'],
    accent: '#f2c46d',
    cell: 125,
    seed: 8,
  },
  { slug: 'writing-an-honest-profile', bg: ['#10514c', '#2a7a63'], accent: '#ffe7b3', cell: 170, seed: 9 },
  {
    slug: 'istikhara-before-marriage',
    bg: ['#1a2747', '#203d5c'],
    accent: '#f2c46d',
    cell: 190,
    seed: 10,
    crescent: true,
  },
];

/** An eight-pointed star (two squares turned 45° apart) centred on (x, y). */
const star = (x, y, r, stroke, width, opacity) => {
  const sq = (rot) =>
    `<rect x="${x - r}" y="${y - r}" width="${2 * r}" height="${2 * r}" transform="rotate(${rot} ${x} ${y})" fill="none" stroke="${stroke}" stroke-width="${width}" opacity="${opacity}"/>`;
  return (
    sq(0) +
    sq(45) +
    `<circle cx="${x}" cy="${y}" r="${r * 0.42}" fill="none" stroke="${stroke}" stroke-width="${width}" opacity="${opacity}"/>`
  );
};

function svg({ bg, accent, cell, seed, crescent }) {
  let shapes = '';
  for (let row = -1; row * cell < H + cell; row++) {
    for (let col = -1; col * cell < W + cell; col++) {
      const x = col * cell + (row % 2 ? cell / 2 : 0);
      const y = row * cell * 0.87;
      // Fainter towards the left so the cover's title area stays calm.
      const fade = Math.min(1, Math.max(0.12, x / W));
      shapes += star(x, y, cell * 0.32, accent, 2, (0.18 + ((row * 7 + col * 3 + seed) % 5) * 0.04) * fade);
    }
  }
  const cx = W * 0.7;
  const cy = H * 0.5;
  const medallion =
    star(cx, cy, 190, accent, 6, 0.95) +
    star(cx, cy, 120, accent, 4, 0.8) +
    `<circle cx="${cx}" cy="${cy}" r="250" fill="none" stroke="${accent}" stroke-width="3" opacity="0.6"/>`;
  // A crescent cut out of a disc with a mask, so the sky shows through the hollow.
  const moon = crescent
    ? `<mask id="m"><rect width="${W}" height="${H}" fill="white"/><circle cx="${W * 0.22 + 30}" cy="${H * 0.28 - 14}" r="62" fill="black"/></mask>
  <circle cx="${W * 0.22}" cy="${H * 0.28}" r="70" fill="${accent}" opacity="0.95" mask="url(#m)"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>
    <radialGradient id="glow" cx="0.7" cy="0.5" r="0.45"><stop offset="0" stop-color="${accent}" stop-opacity="0.28"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#g)"/>
  ${shapes}
  <rect width="${W}" height="${H}" fill="url(#glow)"/>
  ${medallion}${moon}
</svg>`;
}

fs.mkdirSync(out, { recursive: true });
for (const cover of COVERS) {
  const file = path.join(out, `${cover.slug}.jpg`);
  await sharp(Buffer.from(svg(cover)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file);
  console.log(`${path.relative(process.cwd(), file)}  ${(fs.statSync(file).size / 1024).toFixed(0)} KB`);
}
