import sharp from 'sharp';
import type { SelfieGesture } from '@mawadda/contracts';
import { prng } from './people.js';

/**
 * The selfies, identity cards and CVs the demo members send: drawn, never a person or a real
 * document, and without fonts (text drawn as bars), so they render the same everywhere. The
 * moderator sees at a glance which hand is raised.
 */

const GROUNDS = ['#e9f3ec', '#f7e6e0', '#e4ecf3', '#fdf3df', '#efe9f7'] as const;
const FIGURES = ['#0f5e59', '#7a3e48', '#34506b', '#5b4a7a', '#8a5a2b'] as const;

/** A figure (head and shoulders) raising the hand the gesture names, on a soft ground. */
export function selfieSvg(seed: number, gesture: SelfieGesture): string {
  const r = prng(seed);
  const ground = r.pick(GROUNDS);
  const figure = r.pick(FIGURES);
  const left = gesture.includes('left');
  // The raised hand sits by the face for ear, chin and nose gestures, up high for the others.
  const near = /ear|chin|nose/.test(gesture);
  const hx = near ? (left ? 190 : 322) : left ? 120 : 392;
  const hy = near ? 230 : 170;
  const fingers = gesture.includes('peace')
    ? 2
    : gesture.includes('three')
      ? 3
      : gesture.includes('palm')
        ? 5
        : 1;
  const spread = fingers > 1 ? 36 / (fingers - 1) : 0;
  const fingerBars = Array.from(
    { length: fingers },
    (_, i) =>
      `<rect x="${hx - (fingers > 1 ? 22 : 4) + i * spread}" y="${hy - 62}" width="9" height="40" rx="4" fill="${figure}"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="640" viewBox="0 0 512 640">` +
    `<rect width="512" height="640" fill="${ground}"/>` +
    `<path d="M96 640 C96 470 176 420 256 420 C336 420 416 470 416 640 Z" fill="${figure}"/>` +
    `<circle cx="256" cy="270" r="96" fill="${figure}" opacity="0.92"/>` +
    `<path d="M${left ? 150 : 362} 470 L${hx} ${hy + 40}" stroke="${figure}" stroke-width="34" stroke-linecap="round"/>` +
    `<circle cx="${hx}" cy="${hy}" r="30" fill="${figure}"/>${fingerBars}` +
    `</svg>`
  );
}

export const selfiePng = (seed: number, gesture: SelfieGesture): Promise<Buffer> =>
  sharp(Buffer.from(selfieSvg(seed, gesture)))
    .png()
    .toBuffer();

/** An identity card: a photo box, a coloured band and lines of "text" as bars. */
export function idCardSvg(seed: number): string {
  const r = prng(seed);
  const band = r.pick(FIGURES);
  const lines = Array.from(
    { length: 5 },
    (_, i) =>
      `<rect x="300" y="${150 + i * 46}" width="${r.int(180, 330)}" height="16" rx="6" fill="#5c6670" opacity="0.7"/>`,
  ).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="856" height="540" viewBox="0 0 856 540">` +
    `<rect width="856" height="540" rx="36" fill="#f4f1ea"/>` +
    `<rect width="856" height="96" rx="36" fill="${band}"/><rect y="60" width="856" height="36" fill="${band}"/>` +
    `<rect x="48" y="140" width="210" height="260" rx="14" fill="#d9dee3"/>` +
    `<circle cx="153" cy="230" r="58" fill="#9aa6b1"/><path d="M68 400 C68 320 238 320 238 400 Z" fill="#9aa6b1"/>` +
    lines +
    `<rect x="48" y="440" width="760" height="18" rx="6" fill="#b9c1c8"/>` +
    `</svg>`
  );
}

export const idCardPng = (seed: number): Promise<Buffer> =>
  sharp(Buffer.from(idCardSvg(seed)))
    .png()
    .toBuffer();

/**
 * A two-page A4 CV written by hand as PDF: a heading band, then blocks of "text" bars, drawn with
 * vector operators only (no font), which the site renders to page images for its viewers.
 */
export function cvPdf(seed: number): Buffer {
  const r = prng(seed);
  const page = (first: boolean) => {
    const ops: string[] = [];
    if (first)
      ops.push('0.06 0.37 0.35 rg 0 742 595 100 re f', '1 1 1 rg 50 790 220 18 re f 50 765 140 10 re f');
    let y = first ? 700 : 780;
    while (y > 80) {
      ops.push(`0.06 0.37 0.35 rg 50 ${y} 160 12 re f`);
      y -= 24;
      for (let i = r.int(3, 6); i > 0 && y > 60; i--, y -= 18)
        ops.push(`0.45 0.45 0.45 rg 50 ${y} ${r.int(300, 495)} 8 re f`);
      y -= 22;
    }
    return ops.join('\n');
  };
  const contents = [page(true), page(false)];
  const objects = ['<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Pages /Kids [3 0 R 5 0 R] /Count 2 >>'];
  contents.forEach((content, i) => {
    objects.push(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${4 + i * 2} 0 R >>`);
    objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A file as a multipart form with one `file` field, as the site's upload forms send it. */
export function fileForm(bytes: Buffer, type: string, name: string): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}
