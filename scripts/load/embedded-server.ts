// The embedded app for `npm run load`: as `npm start` runs it (default log level, the built site
// and console served), in its own process on the fresh data folder the runner gives it; prints
// `READY <port>` once it listens. The runner passes the raised limits (config.ts) in the env.
import { createLogger } from '@mawadda/kit';
import { createEmbeddedGateway, loadEmbeddedConfig } from '@mawadda/gateway';

const configs = loadEmbeddedConfig(process.env);
const gateway = await createEmbeddedGateway(configs, {
  logger: createLogger('gateway', configs.platform.LOG_LEVEL),
});
const server = await gateway.listen(0, '127.0.0.1');
const address = server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : ''}\n`);
process.once('SIGTERM', () => {
  server.close();
  void gateway.close().then(() => process.exit(0));
});
