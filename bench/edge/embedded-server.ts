// The embedded app as `npm start` runs it, for the edge bench: its own process, a fresh data
// folder, the default log level (request logs are part of the cost; they go to a pipe the bench
// drains), the bench members' events published before it listens, and one photo per member
// nobody needs: the profile view reads what a member page reads.
import fs from 'node:fs';
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
const address = server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : ''}\n`);
process.once('SIGTERM', () => {
  server.close();
  void gateway.close().then(() => process.exit(0));
});
