import { closeServer, createLogger } from '@mawadda/kit';
import { loadGatewayConfigs } from './config.js';
import { createEmbeddedGateway } from './embedded.js';
import { createProxyGateway } from './proxy.js';

// The only place this process reads its environment: every variable of every part, at once.
const configs = loadGatewayConfigs();
const { platform: config } = configs;
const logger = createLogger('gateway', config.LOG_LEVEL);

if (configs.mode === 'proxy') {
  const { app, attachUpgrades } = createProxyGateway(config, configs.gateway, logger, configs.messaging);
  const server = app.listen(config.PORT, config.HOST, () =>
    logger.info({ port: config.PORT }, 'gateway (proxy mode) listening'),
  );
  attachUpgrades(server);
  const stop = () => void closeServer(server).then(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} else {
  const embedded = await createEmbeddedGateway(configs, { logger });
  const server = await embedded.listen(config.PORT, config.HOST);
  logger.info({ port: config.PORT, dataDir: config.DATA_DIR }, 'Mawadda is running (embedded mode)');
  console.log(
    `\n  Mawadda is up:  http://localhost:${config.PORT}/   API docs: http://localhost:${config.PORT}/api/docs\n`,
  );
  // SIGTERM: stop accepting and finish the requests in flight, then every service stops (chat's
  // sockets closed, each outbox published), then the database; then exit.
  const stop = async () => {
    await closeServer(server);
    await embedded.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}
