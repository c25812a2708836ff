// The embedded app as `npm start` runs it, for the edge bench: its own process, a fresh data
// folder, the default log level (request logs are part of the cost; they go to a pipe the bench
// drains), the bench members' events published before it listens, and one photo per member
// nobody needs: the profile view reads what a member page reads.
import fs from 'node:fs';
import inspector from 'node:inspector/promises';
import type { EventEnvelope } from '@mawadda/contracts';
import { createLogger } from '@mawadda/kit';
import { createEmbeddedGateway, loadEmbeddedConfig } from '@mawadda/gateway';

const configs = loadEmbeddedConfig(process.env);
const gateway = await createEmbeddedGateway(configs, {
  logger: createLogger('gateway', configs.platform.LOG_LEVEL),
});
const events = JSON.parse(fs.readFileSync(process.env.BENCH_EVENTS_FILE!, 'utf8')) as EventEnvelope[];
for (let i = 0; i < events.length; i += 300) await gateway.bus.publish(events.slice(i, i + 300));
const server = await gateway.listen(0, '127.0.0.1');
// Where the time goes under load, startup left out (`node --cpu-prof` would mostly show the
// migrations and module loading): BENCH_CPU_PROFILE names the .cpuprofile written at SIGTERM.
const profiler = process.env.BENCH_CPU_PROFILE ? await startProfiler() : undefined;
const address = server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : ''}\n`);
process.once('SIGTERM', async () => {
  server.close();
  await profiler?.();
  void gateway.close().then(() => process.exit(0));
});

async function startProfiler(): Promise<() => Promise<void>> {
  const session = new inspector.Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(process.env.BENCH_CPU_PROFILE!, JSON.stringify(profile));
  };
}
