// Lighthouse on the site: the Arabic home, the English home, a news article and the search page
// signed in, mobile preset, BENCH_LH_RUNS runs each, the median scores and FCP/LCP/TBT/CLS beside
// the targets (performance ≥ 95, accessibility 100, LCP ≤ 2.0 s). It starts the embedded app on a
// fresh data folder and Debian's Chromium and stops both by pid whatever happens; each run's JSON
// report is kept in artifacts/lighthouse/. Exits 1 only when a page could not be measured.
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';
import { auditAccessibility, type AccessibilityResult } from './lighthouse/accessibility.js';
import { audit, type Figures } from './lighthouse/audit.js';
import { assertChromium, startChrome, type BenchChrome } from './lighthouse/chrome.js';
import { prepareMember, type BenchMember } from './lighthouse/member.js';
import { medians, missed, table, type PageResult } from './lighthouse/report.js';
import { recordResults } from './lib/results.mjs';
import { startSite, type BenchSite } from './lighthouse/site.js';

const { BENCH_LH_RUNS: RUNS, BENCH_LH_ALL_LOCALES } = loadConfig(
  z.object({
    /** Lighthouse runs per page; the median is printed. Five, as Lighthouse's guidance on variability has it. */
    BENCH_LH_RUNS: z.coerce.number().int().min(1).max(15).default(5),
    /** Also the accessibility category alone on every public page in all five locales. */
    BENCH_LH_ALL_LOCALES: z.enum(['0', '1']).default('0'),
  }),
);

const root = path.resolve(import.meta.dirname, '..');
const artifacts = path.join(root, 'artifacts/lighthouse');
const log = (line: string) => console.log(`  lighthouse: ${line}`);

interface Page {
  name: string;
  file: string;
  path: string;
  language: string;
  public: boolean;
}

let site: BenchSite | undefined;
let chrome: BenchChrome | undefined;
let stopping: Promise<void> | undefined;
/** Both processes this bench started, by their ids; once, whichever way the bench ends. */
const stopAll = () =>
  (stopping ??= Promise.all([
    chrome
      ?.stop()
      .catch((e: unknown) => console.error(`  lighthouse: Chrome (pid ${chrome?.pid}) did not stop:`, e)),
    site
      ?.stop()
      .catch((e: unknown) => console.error(`  lighthouse: the app (pid ${site?.pid}) did not stop:`, e)),
  ]).then(() => undefined));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().then(() => process.exit(130)));

const results: PageResult[] = [];
let accessibility: AccessibilityResult[] = [];
let failed = false;
try {
  assertChromium();
  log('starting the embedded app on a fresh data folder…');
  site = await startSite();
  log(`${site.url} is up (pid ${site.pid}); registering the signed-in member…`);
  const member: BenchMember = await prepareMember(site.url, site.inbox);
  const news = (await (await fetch(`${site.url}/api/cms/news?limit=1`)).json()) as {
    items?: { slug: string }[];
  };
  const slug = news.items?.[0]?.slug;
  chrome = await startChrome();
  log(`Chromium on DevTools port ${chrome.port} (pid ${chrome.pid}); ${RUNS} run(s) per page`);

  const pages: Page[] = [
    // Arabic lives at the root; a browser asking for Arabic is not redirected.
    { name: 'ar home', file: 'ar-home', path: '/', language: 'ar', public: true },
    { name: 'en home', file: 'en-home', path: '/en', language: 'en', public: true },
    ...(slug
      ? [
          {
            name: 'ar news article',
            file: 'ar-news',
            path: `/media/news/${encodeURIComponent(slug)}`,
            language: 'ar',
            public: true,
          },
        ]
      : []),
    { name: 'ar search (signed in)', file: 'ar-search', path: '/search', language: 'ar', public: false },
  ];
  if (!slug)
    results.push({ name: 'ar news article', public: true, runs: [], error: '/api/cms/news has no article' });

  for (const page of pages) {
    const result: PageResult = { name: page.name, public: page.public, runs: [] };
    results.push(result);
    for (let run = 1; run <= RUNS; run++) {
      try {
        if (!page.public) await chrome.storeSession(site.url, await member.signIn());
        const figures: Figures = await audit({
          port: chrome.port,
          url: `${site.url}${page.path}`,
          language: page.language,
          signedIn: !page.public,
          reportFile: path.join(artifacts, `${page.file}-${run}.json`),
        });
        result.runs.push(figures);
        log(
          `${page.name} run ${run}: performance ${figures.performance}, accessibility ${figures.accessibility}, ` +
            `LCP ${figures.lcp === null ? '–' : `${(figures.lcp / 1000).toFixed(1)} s`}`,
        );
      } catch (error) {
        result.error = error instanceof Error ? error.message : String(error);
        log(`${page.name} run ${run} failed: ${result.error}`);
      }
    }
  }
  if (BENCH_LH_ALL_LOCALES === '1')
    accessibility = await auditAccessibility({ port: chrome.port, origin: site.url, newsSlug: slug, log });
} catch (error) {
  console.error('  lighthouse: the bench could not complete:', error);
  failed = true;
} finally {
  await stopAll();
}

if (results.length) {
  const { lines } = table(results, RUNS);
  console.log(`\n${lines.join('\n')}`);
  console.log(`  reports: ${path.relative(root, artifacts)}/`);
  const measured = results.filter((r) => r.runs.length);
  const show = (v: number | null, unit: 's' | '' = '') =>
    v === null ? '–' : unit === 's' ? `${(v / 1000).toFixed(1)} s` : String(Math.round(v));
  if (measured.length)
    recordResults({
      id: 'lighthouse',
      title: 'Lighthouse, mobile preset',
      script: 'npm run bench:lighthouse',
      setup: `Median of ${RUNS} run(s) per page, embedded app on a fresh data folder, Debian's Chromium.`,
      figures: measured.map((r): [string, string] => {
        const m = medians(r.runs);
        const misses = missed(r, m);
        return [
          r.name,
          `performance ${show(m.performance)}, accessibility ${show(m.accessibility)}, best practices ` +
            `${show(m.bestPractices)}, SEO ${show(m.seo)}, FCP ${show(m.fcp, 's')}, LCP ${show(m.lcp, 's')}, ` +
            `TBT ${show(m.tbt)} ms, CLS ${m.cls === null ? '–' : m.cls.toFixed(3)}; ` +
            (misses.length ? `missed ${misses.join(', ')}` : 'met'),
        ];
      }),
      // Lighthouse has no baseline to run beside the site: the ratios are to the targets.
      ratios: measured.flatMap((r): Array<[string, string]> => {
        const m = medians(r.runs);
        return [
          [`${r.name}, performance / 95`, m.performance === null ? '–' : (m.performance / 95).toFixed(2)],
          [`${r.name}, LCP / 2.0 s`, m.lcp === null ? '–' : (m.lcp / 2000).toFixed(2)],
        ];
      }),
    });
}
if (accessibility.length) {
  const below = accessibility.filter((r) => r.score !== 100);
  console.log(
    `  accessibility on ${accessibility.length} public pages in all five locales: ` +
      (below.length ? `${below.length} below 100` : 'all 100'),
  );
  for (const r of below) console.log(`    ${r.score ?? '–'} ${r.url}: ${r.failures.join(', ')}`);
}
if (failed || results.some((r) => r.error)) process.exit(1);
