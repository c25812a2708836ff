// What the long tasks behind Lighthouse's total blocking time are: loads the bench's
// pages in Debian's Chromium with the mobile preset's 4× slower CPU, records a performance trace,
// and prints every main-thread task of 50 ms or more (as Lighthouse would count it, throttled)
// with what ran in it (evaluation by file, timers, layout, style). A diagnostic, not a gate; it
// starts and stops its own app and Chromium by their process ids.
import { chromium, type Browser } from 'playwright-core';
import { assertChromium, CHROMIUM } from './lighthouse/chrome.js';
import { prepareMember } from './lighthouse/member.js';
import { startSite, type BenchSite } from './lighthouse/site.js';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { url: string; functionName: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

const CPU_SLOWDOWN = 4;
const LONG_MS = 50;
const WHAT = new Set([
  'v8.evaluateModule',
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'v8.compileModule',
  'MajorGC',
  'MinorGC',
  'EventDispatch',
  'RunMicrotasks',
]);

function summarise(events: TraceEvent[], origin: string, profile: CpuProfile) {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const times: number[] = [];
  let t = profile.startTime;
  for (const d of profile.timeDeltas) times.push((t += d));
  // The page's renderer: of the renderer main threads (about:blank's may be another), the busiest.
  const mains = events.filter(
    (e) => e.name === 'thread_name' && (e.args as { name?: string } | undefined)?.name === 'CrRendererMain',
  );
  const busy = (t: TraceEvent) =>
    events
      .filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask')
      .reduce((sum, e) => sum + (e.dur ?? 0), 0);
  const main = mains.sort((a, b) => busy(b) - busy(a))[0];
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && (e.dur ?? 0) / 1000 >= LONG_MS);
  const nav = events.find((e) => e.name === 'navigationStart')?.ts ?? tasks[0]?.ts ?? 0;
  let tbt = 0;
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    tbt += ms - LONG_MS;
    const inside = onMain
      .filter((e) => WHAT.has(e.name) && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0))
      .filter((e) => (e.dur ?? 0) / 1000 >= 2);
    const parts = inside
      .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
      .slice(0, 6)
      .map((e) => {
        const url = (e.args?.data?.url ?? '').replace(origin, '');
        const fn = e.args?.data?.functionName;
        return `${e.name}${url ? ` ${url}` : ''}${fn ? ` ${fn}()` : ''} ${((e.dur ?? 0) / 1000).toFixed(0)}`;
      });
    // Samples inside the task, by script file and function (self time).
    const self = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const at = times[i]!;
      if (at < task.ts || at > task.ts + (task.dur ?? 0)) return;
      const f = frames.get(id);
      const key = `${(f?.url ?? '').replace(origin, '').replace('/assets/', '') || '(native)'} ${f?.functionName || '(anon)'}`;
      self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000);
    });
    const hot = [...self]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`);
    console.log(`    @${((task.ts - nav) / 1000).toFixed(0)} ms  ${ms.toFixed(0)} ms: ${parts.join(' | ')}`);
    console.log(`        hot: ${hot.join(' | ')}`);
  }
  console.log(`    blocking over ${LONG_MS} ms (throttled, whole trace): ${tbt.toFixed(0)} ms`);
}

let site: BenchSite | undefined;
let browser: Browser | undefined;
try {
  assertChromium();
  site = await startSite();
  const member = await prepareMember(site.url, site.inbox);
  const news = (await (await fetch(`${site.url}/api/cms/news?limit=1`)).json()) as {
    items?: { slug: string }[];
  };
  const slug = news.items?.[0]?.slug;
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  const pages = [
    { path: '/', token: false },
    { path: '/en', token: false },
    ...(slug ? [{ path: `/media/news/${encodeURIComponent(slug)}`, token: false }] : []),
    { path: '/search', token: true },
  ];
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (page.token) {
      const token = await member.signIn();
      // Runs in the page; this package's types know no DOM, hence the global's shape spelled out.
      await context.addInitScript((t) => {
        (
          globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } }
        ).localStorage.setItem('token', t);
      }, token);
    }
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (m) => events.push(...(m.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await cdp.send('Tracing.start', {
      categories:
        'devtools.timeline,v8.execute,disabled-by-default-devtools.timeline,blink.user_timing,loading',
      transferMode: 'ReportEvents',
    });
    await tab.goto(`${site.url}${page.path}`, { waitUntil: 'load' });
    await tab.waitForTimeout(4000);
    await cdp.send('Tracing.end');
    const { profile } = await cdp.send('Profiler.stop');
    await done;
    console.log(`  ${page.path}`);
    summarise(events, site.url, profile as unknown as CpuProfile);
    await context.close();
  }
} finally {
  await browser?.close().catch(() => undefined);
  await site?.stop();
}
