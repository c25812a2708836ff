import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordResults, replaceSection } from '../lib/results.mjs';

const skeleton = '# Bench results\n\n## Last runs\n\n<!-- /bench:generated -->\n\n## Earlier runs\n\nkept\n';
const section = (id: string, body: string) => `<!-- bench:${id} -->\n${body}\n<!-- /bench:${id} -->`;

describe('bench/RESULTS.md writer', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('puts a new section in bench order, before the generated part ends', () => {
    const withEdge = replaceSection(skeleton, 'edge', section('edge', 'edge run'));
    const both = replaceSection(withEdge, 'home-bundle', section('home-bundle', 'bundle run'));
    expect(both.indexOf('bundle run')).toBeLessThan(both.indexOf('edge run'));
    expect(both.indexOf('edge run')).toBeLessThan(both.indexOf('<!-- /bench:generated -->'));
    expect(both.endsWith('## Earlier runs\n\nkept\n')).toBe(true);
  });

  it("replaces only its own section's text", () => {
    const first = replaceSection(skeleton, 'chat', section('chat', 'old figures'));
    const withSearch = replaceSection(first, 'search', section('search', 'search figures'));
    const again = replaceSection(withSearch, 'chat', section('chat', 'new figures'));
    expect(again).not.toContain('old figures');
    expect(again).toContain('new figures');
    expect(again).toContain('search figures');
    expect(again.match(/<!-- bench:chat -->/g)).toHaveLength(1);
  });

  it('writes the figures, the ratios, the date and the commit to the results file', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
    const file = path.join(dir, 'RESULTS.md');
    fs.writeFileSync(file, skeleton);
    vi.stubEnv('BENCH_RESULTS_FILE', file);
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      recordResults({
        id: 'social-lists',
        title: 'Followers list',
        script: 'node --import tsx bench/social-lists.ts',
        figures: [['first page', '1.00 ms']],
        ratios: [['deep / first', '1.10']],
      });
      const text = fs.readFileSync(file, 'utf8');
      expect(text).toContain('| first page | 1.00 ms |');
      expect(text).toContain('| deep / first | 1.10 |');
      expect(text).toMatch(/run \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC on commit \S+/);
      expect(text).toContain('kept');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a section without a ratio, or a bench it does not know', () => {
    const base = { title: 't', script: 's', figures: [] as Array<[string, string]> };
    expect(() => recordResults({ ...base, id: 'edge', ratios: [] })).toThrow(/ratio/);
    expect(() => recordResults({ ...base, id: 'nope', ratios: [['a', '1']] })).toThrow(/unknown/);
  });
});
