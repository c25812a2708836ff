// The embedded app as `npm start` runs it, for the fuzzer: its own process on the data folder and
// environment the runner gives it, on a free loopback port it prints as `READY <port>`.
import type { AddressInfo } from 'node:net';
import { createLogger } from '@mawadda/kit';
import { createEmbeddedGateway, loadEmbeddedConfig } from '@mawadda/gateway';

const configs = loadEmbeddedConfig(process.env);
const gateway = await createEmbeddedGateway(configs, {
  logger: createLogger('gateway', configs.platform.LOG_LEVEL),
});
const server = await gateway.listen(0, '127.0.0.1');
process.stdout.write(`READY ${(server.address() as AddressInfo).port}\n`);
process.once('SIGTERM', () => {
  server.close();
  void gateway.close().then(() => process.exit(0));
});
