// The embedded app as `npm start` runs it, in its own process for the tools that drive it (bench,
// load, fuzz): prints `READY <port>` once listening, stops gracefully on SIGTERM. Optional:
// BENCH_EVENTS_FILE (events published on its bus before it listens, as other services would) and
// BENCH_CPU_PROFILE (a main-thread profile from READY to SIGTERM; SIGUSR2 restarts it, so a tool
// can leave out its own setup).
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
  // A stop that hangs (a connection that never closes) must not keep the driving tool's pipe
  // open: the bench and the load runner wait for this process's output to end.
  setTimeout(() => {
    process.stderr.write('embedded-server: the stop took over 15 s; exiting anyway\n');
    process.exit(1);
  }, 15_000).unref();
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
