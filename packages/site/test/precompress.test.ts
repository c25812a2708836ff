import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompress, PRECOMPRESSED_EXTENSIONS } from '../../../scripts/precompress.mjs';
import { COMPRESSIBLE } from '../src/static-assets.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-precompress-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const big = (line: string) => Buffer.from(Array.from({ length: 200 }, (_, i) => `${line} ${i}\n`).join(''));

describe('scripts/precompress.mjs', () => {
  // The build (a plain script) and the server each keep the list: they must name the same files.
  it('precompresses exactly the files the site serves precompressed', () => {
    expect([...COMPRESSIBLE].sort()).toEqual([...PRECOMPRESSED_EXTENSIONS].sort());
  });

  it('writes .br and .gz beside every text asset above 1 KB, and nothing else', async () => {
    fs.mkdirSync(path.join(dir, 'assets', 'nested'), { recursive: true });
    const files = {
      'assets/app-1.js': big('console.log("salam")'),
      'assets/nested/site-2.css': big('.oath { color: teal }'),
      'assets/logo-3.svg': big('<path d="M0 0h10v10z"/>'),
      'assets/catalogue-4.json': big('"key": "value",'),
      'index.html': big('<p>مودة</p>'),
      'assets/small-5.js': Buffer.from('export {}'),
      'assets/font-6.woff2': big('not text'),
      'assets/app-1.js.map': big('{"mappings":""}'),
      'images/photo.jpg': big('jpeg'),
    };
    for (const [name, bytes] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), bytes);
    }
    const written = await precompress(dir);
    const compressed = [
      'assets/app-1.js',
      'assets/catalogue-4.json',
      'assets/logo-3.svg',
      'assets/nested/site-2.css',
      'index.html',
    ];
    expect(written.map((w) => w.file.split(path.sep).join('/'))).toEqual(compressed);
    for (const name of compressed) {
      const plain = files[name as keyof typeof files];
      const br = fs.readFileSync(path.join(dir, `${name}.br`));
      const gz = fs.readFileSync(path.join(dir, `${name}.gz`));
      expect(zlib.brotliDecompressSync(br).equals(plain), name).toBe(true);
      expect(zlib.gunzipSync(gz).equals(plain), name).toBe(true);
      expect(br.length).toBeLessThan(plain.length);
    }
    for (const name of [
      'assets/small-5.js',
      'assets/font-6.woff2',
      'assets/app-1.js.map',
      'images/photo.jpg',
    ]) {
      expect(fs.existsSync(path.join(dir, `${name}.br`)), name).toBe(false);
      expect(fs.existsSync(path.join(dir, `${name}.gz`)), name).toBe(false);
    }
  });
});
