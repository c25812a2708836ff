// The watermark's cost: a 1080 px photo served to anyone but its owner carries that viewer's mark,
// drawn once per viewer and day on profile's image workers and kept. On the embedded gateway, one
// request at a time, interleaved so the machine's noise falls on all alike: the owner's plain file
// (the baseline), a new viewer's first fetch (render on a worker), that viewer's next fetch (the
// kept copy), and the first viewer ever of a fresh photo. Targets: first < 4 × plain, kept < 1.2 ×.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { z } from 'zod';
import { createLogger, envelopeOf, loadConfig } from '@mawadda/kit';
import { registeredMember } from '@mawadda/kit/testing';
import { createEmbeddedGateway, loadEmbeddedConfig } from '@mawadda/gateway';
import { generateSigningJwk } from '../services/auth/src/store/signing-keys.js';
import { benchMembers, type BenchMember } from './chat/members.js';
import { recordResults } from './lib/results.mjs';

const {
  BENCH_WATERMARK_VIEWERS: VIEWERS,
  BENCH_WATERMARK_WARMUP: WARMUP,
  BENCH_WATERMARK_COLD: COLD,
} = loadConfig(
  z.object({
    /** Owners with a photo nobody has opened yet, for the first viewer ever (one upload each). */
    BENCH_WATERMARK_COLD: z.coerce.number().int().min(0).default(12),
    /** New viewers, each measured once for the first render and once for the kept copy. */
    BENCH_WATERMARK_VIEWERS: z.coerce.number().int().positive().default(100),
    /** Viewers before measuring (not counted): JIT, the worker threads' start, caches. */
    BENCH_WATERMARK_WARMUP: z.coerce.number().int().min(0).default(10),
  }),
);

interface Figures {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}
const summarize = (samples: number[]): Figures => {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
  return {
    n: sorted.length,
    p50: at(0.5),
    p95: at(0.95),
    mean: sorted.reduce((s, x) => s + x, 0) / sorted.length,
  };
};
const ms = (n: number) => `${n.toFixed(3).padStart(9)} ms`;
const row = (label: string, f: Figures) =>
  console.log(`  ${label.padEnd(44)} p50 ${ms(f.p50)}  p95 ${ms(f.p95)}  mean ${ms(f.mean)}  (n ${f.n})`);

const jwk = await generateSigningJwk();
const [owner, ...others] = await benchMembers(1 + WARMUP + VIEWERS + 2 * COLD, jwk);
const viewers = others.slice(0, WARMUP + VIEWERS);
const coldOwners = others.slice(WARMUP + VIEWERS, WARMUP + VIEWERS + COLD);
const coldViewers = others.slice(WARMUP + VIEWERS + COLD);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-bench-watermark-'));
// An explicit environment: the calling shell's engine variables must not make this distributed.
const gateway = await createEmbeddedGateway(
  loadEmbeddedConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_PRIVATE_JWK: JSON.stringify(jwk),
    WEB_MEMBER_DIST: path.join(dataDir, 'dist'),
    ADMIN_EMAIL: 'admin@bench.invalid',
    ADMIN_PASSWORD: randomUUID(),
    // Shown at once (no moderator here); the upload is not what is measured.
    PROFILE_MODERATION: 'post',
  }),
  { logger: createLogger('bench-watermark', 'warn') },
);
const server = await gateway.listen(0, '127.0.0.1');
try {
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const call = (p: string, who: BenchMember, init: RequestInit = {}) =>
    fetch(`${url}${p}`, { ...init, headers: { authorization: `Bearer ${who.token}`, ...init.headers } });

  // Everyone registered, as auth announces it; then the owner's profile image, 1080 px wide.
  const everyone = [owner!, ...others];
  await gateway.bus.publish(
    everyone.map((m, i) =>
      envelopeOf('auth', {
        type: 'member.registered',
        key: m.id,
        payload: registeredMember({
          memberId: m.id,
          gender: i % 2 ? 'male' : 'female',
          fullName: `Bench Member ${i}`,
        }),
      }),
    ),
  );
  for (const m of everyone) {
    for (let tries = 0; (await call('/api/profile/me', m)).status !== 200; tries++) {
      if (tries > 300) throw new Error('the profiles were not created in time');
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  const upload = async (who: BenchMember, seed: number) => {
    const photo = await sharp({ create: { width: 1080, height: 1350, channels: 3, background: '#6a8caf' } })
      .composite([{ input: Buffer.from(noiseSvg(1080, 1350, seed)), top: 0, left: 0 }])
      .jpeg({ quality: 90 })
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'photo.jpg');
    const put = await call('/api/profile/me/avatar', who, { method: 'PUT', body: form });
    if (put.status !== 200) throw new Error(`upload refused: ${put.status} ${await put.text()}`);
  };
  await upload(owner!, 0);
  for (const [i, o] of coldOwners.entries()) await upload(o, i + 1);

  const widest = async (who: BenchMember, p: string) => {
    const body = (await (await call(p, who)).json()) as {
      media: { avatar: { variants: { url: string }[] } };
    };
    return body.media.avatar.variants.at(-1)!.url;
  };
  const ownUrl = await widest(owner!, '/api/profile/me');
  if (!ownUrl.includes('w1080.webp')) throw new Error(`not the 1080 px rendition: ${ownUrl}`);
  const sizes: Record<string, number> = {};
  const types: Record<string, string | null> = {};
  const fetchTimed = async (who: BenchMember, u: string, kind?: string) => {
    const began = performance.now();
    const res = await call(u, who);
    const bytes = await res.arrayBuffer();
    const took = performance.now() - began;
    if (res.status !== 200 || bytes.byteLength === 0) throw new Error(`fetch failed: ${res.status}`);
    if (kind) sizes[kind] = bytes.byteLength;
    if (kind) types[kind] = res.headers.get('content-type');
    return took;
  };

  const samples = { plain: [] as number[], first: [] as number[], cached: [] as number[] };
  for (const [i, viewer] of viewers.entries()) {
    const theirs = await widest(viewer, `/api/profile/${owner!.id}`); // signed for them, not timed
    const plain = await fetchTimed(owner!, ownUrl, 'plain');
    const first = await fetchTimed(viewer, theirs, 'marked');
    const cached = await fetchTimed(viewer, theirs);
    if (i < WARMUP) continue;
    samples.plain.push(plain);
    samples.first.push(first);
    samples.cached.push(cached);
  }

  // The first viewer ever of each cold owner's photo, beside that owner's own plain fetch.
  const cold = { plain: [] as number[], first: [] as number[] };
  for (const [i, o] of coldOwners.entries()) {
    const own = await widest(o, '/api/profile/me');
    const theirs = await widest(coldViewers[i]!, `/api/profile/${o.id}`);
    cold.plain.push(await fetchTimed(o, own));
    cold.first.push(await fetchTimed(coldViewers[i]!, theirs));
  }

  const plain = summarize(samples.plain);
  const first = summarize(samples.first);
  const cached = summarize(samples.cached);
  console.log(
    `watermarked photo serve: a 1080 px profile image, ${VIEWERS} new viewers (after ${WARMUP} warm-up), ` +
      `embedded (gateway in process, PGlite, local files), HTTP on loopback, one request at a time`,
  );
  row('owner, plain file (baseline)', plain);
  row("viewer's first fetch (render on a worker)", first);
  row("viewer's next fetch (kept copy)", cached);
  const ratio = (a: Figures, b: Figures) =>
    `p50 ${(a.p50 / b.p50).toFixed(2)}, p95 ${(a.p95 / b.p95).toFixed(2)}`;
  console.log(`  first render / plain: ${ratio(first, plain)} (target p50 < 4)`);
  console.log(`  kept copy / plain:    ${ratio(cached, plain)} (target p50 < 1.2)`);
  console.log(`  bytes: plain ${sizes.plain} (${types.plain}), marked ${sizes.marked} (${types.marked})`);
  const cell = (f: Figures) => `p50 ${f.p50.toFixed(3)} ms, p95 ${f.p95.toFixed(3)} ms (n ${f.n})`;
  const resultFigures: Array<[string, string]> = [
    ['owner, plain file (baseline)', cell(plain)],
    ["viewer's first fetch (render on a worker)", cell(first)],
    ["viewer's next fetch (kept copy)", cell(cached)],
    ['bytes', `plain ${sizes.plain} (${types.plain}), marked ${sizes.marked} (${types.marked})`],
  ];
  const resultRatios: Array<[string, string]> = [
    ['first render / plain (target p50 < 4)', ratio(first, plain)],
    ['kept copy / plain (target p50 < 1.2)', ratio(cached, plain)],
  ];
  if (COLD > 0) {
    const coldPlain = summarize(cold.plain);
    const coldFirst = summarize(cold.first);
    console.log(`  the first viewer ever of a photo (${COLD} photos, decoded by the upload's worker):`);
    row('owner, plain file', coldPlain);
    row('first viewer ever (render on a worker)', coldFirst);
    console.log(`  first viewer ever / plain: ${ratio(coldFirst, coldPlain)} (target p50 < 4)`);
    resultFigures.push(
      ['owner, plain file (cold photos)', cell(coldPlain)],
      ['first viewer ever of a photo', cell(coldFirst)],
    );
    resultRatios.push(['first viewer ever / plain (target p50 < 4)', ratio(coldFirst, coldPlain)]);
  }
  recordResults({
    id: 'watermark',
    title: 'Watermarked photo serve',
    script: 'node --import tsx bench/watermark.ts',
    setup:
      `A 1080 px profile image, ${VIEWERS} new viewers after ${WARMUP} warm-up, ${COLD} cold photos; ` +
      'embedded gateway (PGlite, local files), HTTP on loopback, one request at a time, interleaved.',
    figures: resultFigures,
    ratios: resultRatios,
  });
} finally {
  server.close();
  await gateway.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Soft blotches, so the photo compresses like a photo rather than a flat colour. */
function noiseSvg(width: number, height: number, seed = 0): string {
  const circles = Array.from({ length: 120 }, (_, i) => {
    const x = (i * 7919 + seed * 131) % width;
    const y = (i * 104729 + seed * 71) % height;
    const r = 20 + ((i * 31) % 90);
    const c = ['#d4a373', '#2a9d8f', '#e9c46a', '#264653', '#f4a261'][i % 5];
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}" fill-opacity="0.6"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${circles}</svg>`;
}
