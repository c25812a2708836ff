// The embedded app as `npm start` runs it, in a process of its own for the tools that drive it
// (bench/edge.ts, bench/chat, bench/lighthouse, npm run load, npm run fuzz): the environment the
// tool gives it (a fresh DATA_DIR, raised limits…), its default log level unless LOG_LEVEL says
// otherwise, a free loopback port printed as `READY <port>` once it listens, and a graceful stop
// on SIGTERM. Optional:
//   BENCH_EVENTS_FILE  events (a JSON array of envelopes) published on its bus before it listens,
//                      as the other services would have published them
//   BENCH_CPU_PROFILE  a .cpuprofile of its main thread from READY to SIGTERM (startup left out);
//                      SIGUSR2 starts it afresh, so a tool can leave out its own setup too
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import type { EventEnvelope } from '@mawadda/contracts';
import { closeServer, createLogger } from '@mawadda/kit';
import { createEmbeddedGateway, loadEmbeddedConfig } from '@mawadda/gateway';

const configs = loadEmbeddedConfig(process.env);
const gateway = await createEmbeddedGateway(configs, {
  logger: createLogger('gateway', configs.platform.LOG_LEVEL),
});
if (process.env.BENCH_EVENTS_FILE) {
  const events = JSON.parse(fs.readFileSync(process.env.BENCH_EVENTS_FILE, 'utf8')) as EventEnvelope[];
  for (let i = 0; i < events.length; i += 300) await gateway.bus.publish(events.slice(i, i + 300));
}
const server = await gateway.listen(0, '127.0.0.1');
const profiler = process.env.BENCH_CPU_PROFILE
  ? await startProfiler(process.env.BENCH_CPU_PROFILE)
  : undefined;
const address = server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : ''}\n`);
process.once('SIGTERM', async () => {
  await profiler?.();
  await closeServer(server, 5_000);
  await gateway.close();
  process.exit(0);
});

async function startProfiler(file: string): Promise<() => Promise<void>> {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  process.on('SIGUSR2', () => {
    void session.post('Profiler.stop').then(() => session.post('Profiler.start'));
  });
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(file, JSON.stringify(profile));
  };
}
