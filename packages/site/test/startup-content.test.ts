import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { RenderedPages } from '../src/prerender/rendered-pages.js';
import { createPrerenderer } from '../src/prerender/renderer.js';

/**
 * The startup's content given to a member's bare shell, with a server entry of the test's own: its
 * `startupScript` answers what `globalThis.startupAnswer` says and counts its calls.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'startup-content-'));
const entryPath = path.join(dir, 'entry-server.mjs');
fs.writeFileSync(
  entryPath,
  `export async function render() { return { kind: 'shell', status: 200 }; }
export async function startupScript() {
  globalThis.startupCalls += 1;
  return globalThis.startupAnswer();
}`,
);
const state = globalThis as unknown as {
  startupCalls: number;
  startupAnswer: () => Promise<string | undefined>;
};
const request = { apiOrigin: 'http://127.0.0.1:1', shellStamp: 'build-1' };
const prerenderer = () =>
  createPrerenderer({ entryPath, publicOrigin: 'https://mawadda.example', pages: new RenderedPages() });

beforeEach(() => {
  state.startupCalls = 0;
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("a member's page and the startup's content", () => {
  it('waits for the first read when nothing is kept, then gives the kept content without reading again', async () => {
    state.startupAnswer = async () => '<script type="application/json" id="startup-data">{}</script>';
    const renderer = prerenderer();
    expect(await renderer.startup(request)).toContain('startup-data');
    expect(await renderer.startup(request)).toContain('startup-data');
    expect(state.startupCalls).toBe(1);
  });

  it('after a failed read, neither waits nor reads again for a while: the page makes the calls itself', async () => {
    state.startupAnswer = async () => {
      throw new Error('cms down');
    };
    const renderer = prerenderer();
    expect(await renderer.startup(request)).toBeUndefined();
    state.startupAnswer = async () => '<script type="application/json" id="startup-data">{}</script>';
    expect(await renderer.startup(request)).toBeUndefined();
    expect(state.startupCalls).toBe(1);
  });

  it('takes a read that gave nothing (the startup calls failed) as a failed one', async () => {
    state.startupAnswer = async () => undefined;
    const renderer = prerenderer();
    expect(await renderer.startup(request)).toBeUndefined();
    expect(await renderer.startup(request)).toBeUndefined();
    expect(state.startupCalls).toBe(1);
  });
});
