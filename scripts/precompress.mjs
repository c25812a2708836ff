// Writes `<file>.br` and `<file>.gz` beside every text asset of a built site, once at build time,
// so the server sends the smallest form the browser accepts without compressing per request
// (packages/site/src/static-assets.ts). Fonts and images are compressed already.
//   node scripts/precompress.mjs <dist folder>…
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const PRECOMPRESSED_EXTENSIONS = [
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.html',
  '.xml',
  '.txt',
  '.webmanifest',
];
export const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (entry.isFile()) yield full;
  }
}

/** Compresses every eligible file under `dir`; answers what it wrote (plain bytes → br, gz). */
export async function precompress(dir) {
  const written = [];
  const jobs = [];
  for (const file of filesUnder(dir)) {
    if (!PRECOMPRESSED_EXTENSIONS.includes(path.extname(file).toLowerCase())) continue;
    const plain = fs.readFileSync(file);
    if (plain.length <= MIN_BYTES) continue;
    jobs.push(
      (async () => {
        const [br, gz] = await Promise.all([
          brotli(plain, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: plain.length,
            },
          }),
          gzip(plain, { level: 9 }),
        ]);
        // A form no smaller than the plain file is not worth a header: the gateway sends the plain one.
        if (br.length < plain.length) fs.writeFileSync(`${file}.br`, br);
        else fs.rmSync(`${file}.br`, { force: true });
        if (gz.length < plain.length) fs.writeFileSync(`${file}.gz`, gz);
        else fs.rmSync(`${file}.gz`, { force: true });
        written.push({ file: path.relative(dir, file), plain: plain.length, br: br.length, gz: gz.length });
      })(),
    );
  }
  await Promise.all(jobs);
  return written.sort((a, b) => a.file.localeCompare(b.file));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dirs = process.argv.slice(2);
  if (!dirs.length) {
    console.error('usage: node scripts/precompress.mjs <dist folder>…');
    process.exit(2);
  }
  for (const dir of dirs) {
    const written = await precompress(path.resolve(dir));
    const sum = (key) => written.reduce((n, w) => n + w[key], 0);
    console.log(
      `precompressed ${written.length} files in ${dir}: ${(sum('plain') / 1024).toFixed(0)} KB → ` +
        `br ${(sum('br') / 1024).toFixed(0)} KB, gzip ${(sum('gz') / 1024).toFixed(0)} KB`,
    );
  }
}
