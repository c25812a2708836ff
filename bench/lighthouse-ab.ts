// Lighthouse A/B of two builds of the member site on one page: the repository's build ("a") and
// another ("b", BENCH_LH_AB_DIST), each served by its own embedded app, measured in turn in one
// Chromium so that the machine's drift falls on both alike: one page's runs swing between two
// modes on a small machine, so a change is judged on alternating runs, never on figures from
// another hour. Prints every run and the medians. How to make build "b": docs/bench.md.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';
import { audit, type Figures } from './lighthouse/audit.js';
import { assertChromium, startChrome, type BenchChrome } from './lighthouse/chrome.js';
import { prepareMember, type BenchMember } from './lighthouse/member.js';
import { medians } from './lighthouse/report.js';
import { startSite, type BenchSite } from './lighthouse/site.js';

const config = loadConfig(
  z.object({
    /** The other build's `dist` folder (its `dist-ssr` beside it). */
    BENCH_LH_AB_DIST: z.string().min(1),
    /** The page, as a path of the site. */
    BENCH_LH_AB_PATH: z.string().startsWith('/').default('/'),
    /** '1': the page as a signed-in member sees it (a member is registered on each app). */
    BENCH_LH_AB_SIGNED: z.enum(['0', '1']).default('0'),
    BENCH_LH_AB_LANGUAGE: z.string().default('ar'),
    /** Runs per build. */
    BENCH_LH_RUNS: z.coerce.number().int().min(1).max(15).default(6),
  }),
);

const root = path.resolve(import.meta.dirname, '..');
const signedIn = config.BENCH_LH_AB_SIGNED === '1';
const builds = [
  { tag: 'a', dist: undefined },
  { tag: 'b', dist: path.resolve(root, config.BENCH_LH_AB_DIST) },
] as const;

const sites: (BenchSite | undefined)[] = [];
let chrome: BenchChrome | undefined;
let stopping: Promise<void> | undefined;
const stopAll = () =>
  (stopping ??= Promise.all(
    [chrome?.stop(), ...sites.map((s) => s?.stop())].map((p) => p?.catch(console.error)),
  ).then(() => undefined));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void stopAll().then(() => process.exit(130)));

const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v)} ms`);

const runs: Figures[][] = [[], []];
try {
  assertChromium();
  // A wrong folder would otherwise show only as an app serving no page or an unrendered one.
  const other = builds[1].dist;
  for (const need of [path.join(other, 'index.html'), path.join(other, '..', 'dist-ssr', 'entry-server.js')])
    if (!fs.existsSync(need))
      throw new Error(`BENCH_LH_AB_DIST: ${need} is missing (see the top of this file)`);
  const members: BenchMember[] = [];
  for (const build of builds) {
    const site = await startSite(build.dist ? { memberDist: build.dist } : {});
    sites.push(site);
    console.log(`  ${build.tag}: ${build.dist ?? 'web/member/dist'} at ${site.url} (pid ${site.pid})`);
    if (signedIn) members.push(await prepareMember(site.url, site.inbox));
  }
  chrome = await startChrome();
  for (let run = 1; run <= config.BENCH_LH_RUNS; run++)
    for (const [i, build] of builds.entries()) {
      const site = sites[i]!;
      if (signedIn) await chrome.storeSession(site.url, await members[i]!.signIn());
      const f = await audit({
        port: chrome.port,
        url: `${site.url}${config.BENCH_LH_AB_PATH}`,
        language: config.BENCH_LH_AB_LANGUAGE,
        signedIn,
        reportFile: path.join(root, 'artifacts/lighthouse-ab', `${build.tag}-${run}.json`),
      });
      runs[i]!.push(f);
      console.log(
        `  run ${run} ${build.tag}: performance ${f.performance}, FCP ${ms(f.fcp)}, LCP ${ms(f.lcp)}, TBT ${ms(f.tbt)}`,
      );
    }
} finally {
  await stopAll();
}
for (const [i, build] of builds.entries()) {
  const m = medians(runs[i]!);
  const performance = m.performance === null ? '–' : String(Math.round(m.performance));
  console.log(
    `  median ${build.tag} (${runs[i]!.length} runs): performance ${performance}, ` +
      `FCP ${ms(m.fcp)}, LCP ${ms(m.lcp)}, TBT ${ms(m.tbt)}`,
  );
}
