import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { sitePage } from '../src/site-page.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-site-page-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const build = (script: string, inline: string) =>
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<html><head><script>${inline}</script><script type="module" src="/assets/${script}"></script></head></html>`,
  );

it('serves the index.html of the build on disk now, with its CSP, and keeps the last one while a build removes it', () => {
  build('index-aaa.js', 'one()');
  const page = sitePage(path.join(dir, 'index.html'), { recheckMs: 0 });
  const first = page();
  expect(first.html.toString()).toContain('index-aaa.js');

  // A rebuild under the running server: new script names, a new inline script.
  build('index-bbbbbb.js', 'two()');
  const second = page();
  expect(second.html.toString()).toContain('index-bbbbbb.js');
  expect(second.csp).not.toBe(first.csp);

  // Mid-build the file is gone: the last page stays rather than an error.
  fs.rmSync(path.join(dir, 'index.html'));
  expect(page().html.toString()).toContain('index-bbbbbb.js');
});

it('marks a demo site', () => {
  build('index-ccc.js', 'three()');
  const page = sitePage(path.join(dir, 'index.html'), { demo: true, recheckMs: 0 });
  expect(page().html.toString()).toContain('<meta name="mawadda-demo" content="true" />');
});
