import sharp from 'sharp';
import { prng } from './people.js';

/**
 * An illustrated avatar for a demo member: a geometric tile (an eight-pointed star, rings, a
 * lattice of diamonds or an arch) on a coloured ground, drawn as SVG and rendered to PNG. It is
 * never a picture of a person, and it needs no fonts, so it looks the same on every machine.
 */

// Ground and motif colours that sit well beside the site's teal and gold.
const PALETTES: readonly (readonly [ground: string, motif: string, accent: string])[] = [
  ['#0f5e59', '#e3f2ef', '#f4c26b'],
  ['#1b8a7f', '#fdf3df', '#0a3f3c'],
  ['#7a3e48', '#f7e6e0', '#e8b86b'],
  ['#34506b', '#e4ecf3', '#f4c26b'],
  ['#5b4a7a', '#efe9f7', '#d9a05b'],
  ['#8a5a2b', '#fbefe0', '#2f5d50'],
  ['#2f5d50', '#e9f3ec', '#e6a57e'],
  ['#a04e3c', '#fbeae4', '#f1d08a'],
];

const SIZE = 512;
const C = SIZE / 2;

const star = (r: number, fill: string) => {
  const square = (rotate: number) =>
    `<rect x="${C - r}" y="${C - r}" width="${2 * r}" height="${2 * r}" fill="${fill}" transform="rotate(${rotate} ${C} ${C})"/>`;
  return square(0) + square(45);
};

const MOTIFS: ((p: readonly [string, string, string], n: number) => string)[] = [
  // An eight-pointed star with a ring and a small star inside.
  ([ground, motif, accent], n) =>
    star(118 + n * 4, motif) +
    `<circle cx="${C}" cy="${C}" r="${92 + n * 3}" fill="${ground}"/>` +
    star(54, accent) +
    `<circle cx="${C}" cy="${C}" r="22" fill="${ground}"/>`,
  // Concentric rings.
  ([, motif, accent], n) =>
    [200, 160, 120, 80, 40]
      .map(
        (r, i) =>
          `<circle cx="${C}" cy="${C}" r="${r - n}" fill="none" stroke="${i % 2 ? accent : motif}" stroke-width="18"/>`,
      )
      .join(''),
  // A lattice of diamonds.
  ([, motif, accent], n) => {
    const step = 96 + n * 8;
    const shapes: string[] = [];
    for (let y = -step; y <= SIZE + step; y += step)
      for (let x = -step; x <= SIZE + step; x += step) {
        const ox = (y / step) % 2 ? step / 2 : 0;
        const cx = x + ox;
        const h = step / 2 - 6;
        shapes.push(
          `<polygon points="${cx},${y - h} ${cx + h},${y} ${cx},${y + h} ${cx - h},${y}" fill="${(x / step + y / step) % 3 ? motif : accent}" opacity="0.9"/>`,
        );
      }
    return shapes.join('');
  },
  // An arch with a lamp-like circle.
  ([ground, motif, accent], n) =>
    `<path d="M${C - 150} ${SIZE} V${C - 10} A150 150 0 0 1 ${C + 150} ${C - 10} V${SIZE} Z" fill="${motif}"/>` +
    `<path d="M${C - 100} ${SIZE} V${C + 20} A100 100 0 0 1 ${C + 100} ${C + 20} V${SIZE} Z" fill="${ground}"/>` +
    `<circle cx="${C}" cy="${C + 40 + n * 2}" r="34" fill="${accent}"/>`,
];

export function avatarSvg(seed: number): string {
  const r = prng(seed);
  const palette = r.pick(PALETTES);
  const which = r.int(0, MOTIFS.length - 1);
  const motif = MOTIFS[which]!;
  // The star and the lattice may turn; rings do not show it and the arch stands upright.
  const rotate = which === 0 || which === 2 ? r.pick([0, 0, 15, 22.5]) : 0;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">` +
    `<rect width="${SIZE}" height="${SIZE}" fill="${palette[0]}"/>` +
    `<g transform="rotate(${rotate} ${C} ${C})">${motif(palette, r.int(0, 6))}</g>` +
    `</svg>`
  );
}

/** The avatar of `seed` as a PNG, as a member would upload it. */
export const avatarPng = (seed: number): Promise<Buffer> =>
  sharp(Buffer.from(avatarSvg(seed)))
    .png()
    .toBuffer();
