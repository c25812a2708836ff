// The installed app's icons, drawn from the site's favicon (web/member/public/favicon.svg) with
// sharp. Run it again after the favicon changes, and commit the PNGs: the build only copies them.
//   node scripts/make-app-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const publicDir = path.resolve(import.meta.dirname, '../web/member/public');
const out = path.join(publicDir, 'icons');
const favicon = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');

// The mark's two colours and its heart, read from the favicon so the icons follow it.
const [, tile] = /<rect[^>]*fill="([^"]+)"/.exec(favicon) ?? [];
const [, heart, heartFill] = /<path d="([^"]+)" fill="([^"]+)"/.exec(favicon) ?? [];
if (!tile || !heart || !heartFill) throw new Error('favicon.svg: expected a <rect> tile and a <path> heart');

/**
 * A launcher crops a maskable icon to its own shape, keeping only the central circle of 80 %: the
 * tile fills the whole square and the heart shrinks into that circle. iOS rounds its icons itself,
 * so its icon is full-bleed too.
 */
const fullBleed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${tile}"/><g transform="translate(32 33) scale(0.95) translate(-32 -33)"><path d="${heart}" fill="${heartFill}"/></g></svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'maskable-192.png', size: 192, svg: fullBleed },
  { file: 'maskable-512.png', size: 512, svg: fullBleed },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed },
];

fs.mkdirSync(out, { recursive: true });
for (const { file, size, svg } of icons) {
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, file));
  console.log(`web/member/public/icons/${file}`);
}
