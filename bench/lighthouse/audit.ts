// One Lighthouse run on one page, in the Chrome the bench started: the default configuration (the
// mobile preset: a Moto G-class phone, simulated slow 4G and a 4× slower CPU), the four
// categories, the whole JSON report kept under artifacts/lighthouse/.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse, { type Flags, type Result } from 'lighthouse';

/** What the bench prints of a run: scores out of 100, times in ms, CLS as it is. */
export interface Figures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcp: number | null;
  lcp: number | null;
  tbt: number | null;
  cls: number | null;
}

export interface AuditOptions {
  port: number;
  url: string;
  /** The language a visitor's browser asks for (the bare root redirects on it). */
  language: string;
  /** Keep the page's localStorage (the signed-in member's token); else a first visit. */
  signedIn: boolean;
  reportFile: string;
}

/** What Lighthouse clears before a run besides the HTTP cache (its default list, plus a visitor's own). */
const LIGHTHOUSE_CLEARS = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'];
const FIRST_VISIT_CLEARS = [...LIGHTHOUSE_CLEARS, 'local_storage', 'indexeddb', 'cookies'];

/** Lighthouse's errors for a trace that went wrong in the recording, not in the page. */
const TRACE_FLAKES = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

const score = (lhr: Result, id: string) => {
  const s = lhr.categories[id]?.score;
  return typeof s === 'number' ? Math.round(s * 100) : null;
};
const value = (lhr: Result, id: string) => {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === 'number' ? v : null;
};

export async function audit(o: AuditOptions): Promise<Figures> {
  const flags: Flags = {
    port: o.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    extraHeaders: { 'Accept-Language': o.language },
    clearStorageTypes: (o.signedIn ? LIGHTHOUSE_CLEARS : FIRST_VISIT_CLEARS) as Flags['clearStorageTypes'],
  };
  let result = await lighthouse(o.url, flags);
  // Chrome sometimes records a trace Lighthouse cannot read (about one run in fifteen here): the
  // page is not at fault, so that run is taken again, once.
  if (result?.lhr.runtimeError && TRACE_FLAKES.has(result.lhr.runtimeError.code))
    result = await lighthouse(o.url, flags);
  if (!result) throw new Error(`Lighthouse returned no result for ${o.url}`);
  fs.mkdirSync(path.dirname(o.reportFile), { recursive: true });
  fs.writeFileSync(
    o.reportFile,
    typeof result.report === 'string' ? result.report : result.report.join('\n'),
  );
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(
      `Lighthouse could not measure ${o.url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  // A signed-in run that landed anywhere else (the sign-in page) measured the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(o.url).pathname)
    throw new Error(`${o.url} ended on ${lhr.finalDisplayedUrl}`);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: value(lhr, 'first-contentful-paint'),
    lcp: value(lhr, 'largest-contentful-paint'),
    tbt: value(lhr, 'total-blocking-time'),
    cls: value(lhr, 'cumulative-layout-shift'),
  };
}
