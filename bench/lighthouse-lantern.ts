// What Lighthouse's simulated paints and total blocking time waited on: the mobile preset records
// one fast load and simulates it on a slow phone ("Lantern"); this prints that graph with its
// simulated times: the requests behind FCP and LCP and the long tasks that make up TBT. Lantern
// counts a module script that finished downloading before the observed paint as needed for it,
// even when it ran after. A diagnostic, not a gate; settings in docs/bench.md.
import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';
// Lighthouse's own simulator module: it keeps the node timings of every simulation it ran in this
// process, by label, for debugging (Lighthouse's asset saver reads them the same way). A dev
// dependency at the exact version Lighthouse pins, so both import the one installed copy.
import { Simulator } from '@paulirish/trace_engine/models/trace/lantern/simulation/Simulator.js';
import { audit } from './lighthouse/audit.js';
import { assertChromium, startChrome, type BenchChrome } from './lighthouse/chrome.js';
import { prepareMember } from './lighthouse/member.js';
import { startSite, type BenchSite } from './lighthouse/site.js';

const config = loadConfig(
  z.object({
    BENCH_LH_LANTERN_PATH: z.string().startsWith('/').default('/'),
    BENCH_LH_LANTERN_LANGUAGE: z.string().default('ar'),
    BENCH_LH_RUNS: z.coerce.number().int().min(1).max(10).default(2),
    BENCH_LH_LANTERN_SIGNED_IN: z.enum(['0', '1']).default('0'),
  }),
);

/** The parts of Lantern's graph nodes this reads (its types are not exported for this use). */
interface LanternNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number; priority: string };
  duration?: number;
  childEvents?: { name: string; dur?: number; args?: { data?: { url?: string } } }[];
  didPerformLayout?(): boolean;
}
type Timings = Map<LanternNode, { startTime: number; endTime: number }>;

const LONG_TASK_MS = 50;

function describe(node: LanternNode, origin: string): string {
  if (node.type === 'network' && node.request)
    return `${node.request.url.replace(origin, '')} ${(node.request.transferSize / 1024).toFixed(1)} kB ${node.request.priority}`;
  const what = new Set(
    (node.childEvents ?? [])
      .filter((e) => (e.dur ?? 0) > 2_000)
      .map((e) => `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(origin, '')}` : ''}`),
  );
  return `task${node.didPerformLayout?.() ? ' (layout)' : ''}: ${[...what].slice(0, 5).join(', ')}`;
}

function print(origin: string) {
  for (const [label, timings] of Simulator.allNodeTimings as unknown as Map<string, Timings>) {
    const paint = /ContentfulPaint$/.test(label);
    const interactive = /Interactive$/.test(label);
    if (!paint && !interactive) continue;
    const rows = [...timings]
      .filter(([node, t]) =>
        paint ? node.type === 'network' : node.type === 'cpu' && t.endTime - t.startTime > LONG_TASK_MS,
      )
      .map(
        ([node, t]) =>
          `      ${t.startTime.toFixed(0).padStart(5)} → ${t.endTime.toFixed(0).padStart(5)} ms  ${describe(node, origin)}`,
      );
    const end = Math.max(0, ...[...timings.values()].map((t) => t.endTime));
    console.log(`    ${label}${paint ? ` ${end.toFixed(0)} ms` : `: tasks over ${LONG_TASK_MS} ms`}`);
    console.log(rows.join('\n'));
  }
  Simulator.allNodeTimings.clear();
}

let site: BenchSite | undefined;
let chrome: BenchChrome | undefined;
try {
  assertChromium();
  site = await startSite();
  const signedIn = config.BENCH_LH_LANTERN_SIGNED_IN === '1';
  const member = signedIn ? await prepareMember(site.url, site.inbox) : undefined;
  chrome = await startChrome();
  for (let run = 1; run <= config.BENCH_LH_RUNS; run++) {
    if (member) await chrome.storeSession(site.url, await member.signIn());
    const f = await audit({
      port: chrome.port,
      url: `${site.url}${config.BENCH_LH_LANTERN_PATH}`,
      language: config.BENCH_LH_LANTERN_LANGUAGE,
      signedIn,
      reportFile: 'artifacts/lighthouse-lantern/report.json',
    });
    const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v)} ms`);
    console.log(
      `  run ${run}: performance ${f.performance}, FCP ${ms(f.fcp)}, LCP ${ms(f.lcp)}, TBT ${ms(f.tbt)}`,
    );
    print(site.url);
  }
} finally {
  await chrome?.stop().catch(console.error);
  await site?.stop().catch(console.error);
}
