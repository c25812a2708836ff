// The bench's table: per page the median of its runs, beside the targets. Figures of earlier runs
// are in bench/RESULTS.md.
import type { Figures } from './audit.js';

export interface PageResult {
  name: string;
  /** Public pages must reach accessibility 100; the signed-in search page 95. */
  public: boolean;
  runs: Figures[];
  error?: string;
}

type Key = keyof Figures;

const median = (xs: number[]) => {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};

export function medians(runs: Figures[]): Figures {
  const of = (k: Key) => median(runs.map((r) => r[k]).filter((v): v is number => v !== null));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    fcp: of('fcp'),
    lcp: of('lcp'),
    tbt: of('tbt'),
    cls: of('cls'),
  };
}

/** Which targets a page's medians miss (none: all met). */
export function missed(page: PageResult, m: Figures): string[] {
  const out: string[] = [];
  if (m.performance === null || m.performance < 95) out.push('performance ≥ 95');
  const a11y = page.public ? 100 : 95;
  if (m.accessibility === null || m.accessibility < a11y)
    out.push(`accessibility ${page.public ? '100' : '≥ 95'}`);
  if (m.lcp === null || m.lcp > 2000) out.push('LCP ≤ 2.0 s');
  return out;
}

const cell = (v: number | null | undefined, kind: 'score' | 'ms' | 'cls', width: number) => {
  const text =
    v === null || v === undefined
      ? '–'
      : kind === 'score'
        ? String(Math.round(v))
        : kind === 'cls'
          ? v.toFixed(3)
          : v >= 1000
            ? `${(v / 1000).toFixed(1)} s`
            : `${Math.round(v)} ms`;
  return text.padStart(width);
};

const COLUMNS: { key: Key; title: string; kind: 'score' | 'ms' | 'cls' }[] = [
  { key: 'performance', title: 'perf', kind: 'score' },
  { key: 'accessibility', title: 'a11y', kind: 'score' },
  { key: 'bestPractices', title: 'BP', kind: 'score' },
  { key: 'seo', title: 'SEO', kind: 'score' },
  { key: 'fcp', title: 'FCP', kind: 'ms' },
  { key: 'lcp', title: 'LCP', kind: 'ms' },
  { key: 'tbt', title: 'TBT', kind: 'ms' },
  { key: 'cls', title: 'CLS', kind: 'cls' },
];
const W = 8;
const row = (label: string, f: Partial<Figures>) =>
  `  ${label.padEnd(30)}${COLUMNS.map((c) => cell(f[c.key], c.kind, W)).join('')}`;

/** The table as lines; and how many pages met every target. */
export function table(pages: PageResult[], runs: number): { lines: string[]; met: number } {
  const lines = [
    `lighthouse: mobile preset (simulated throttling), median of ${runs} run${runs === 1 ? '' : 's'} per page`,
    `  ${''.padEnd(30)}${COLUMNS.map((c) => c.title.padStart(W)).join('')}`,
  ];
  let met = 0;
  for (const page of pages) {
    if (page.error && !page.runs.length) {
      lines.push(`  ${page.name.padEnd(30)}FAILED: ${page.error}`);
      continue;
    }
    const m = medians(page.runs);
    const misses = missed(page, m);
    if (!misses.length && !page.error) met++;
    lines.push(row(page.name, m) + `  ${misses.length ? `MISSED ${misses.join(', ')}` : 'met'}`);
    if (page.error) lines.push(`    (some runs failed: ${page.error})`);
  }
  lines.push(
    `  targets: performance ≥ 95, accessibility 100 (public pages; ≥ 95 signed in), LCP ≤ 2.0 s`,
    `  ${met} of ${pages.length} pages met every target`,
  );
  return { lines, met };
}
