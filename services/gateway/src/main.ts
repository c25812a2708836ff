import { createLogger, loadPlatformConfig } from '@mawadda/kit';
import { loadGatewayConfig } from './config.js';
import { createEmbeddedGateway } from './embedded.js';
import { createProxyGateway } from './proxy.js';

const config = loadPlatformConfig();
const gateway = loadGatewayConfig();
const logger = createLogger('gateway', config.LOG_LEVEL);

if (gateway.GATEWAY_MODE === 'proxy') {
  const { app, attachUpgrades } = createProxyGateway(config, gateway, logger);
  const server = app.listen(config.PORT, config.HOST, () =>
    logger.info({ port: config.PORT }, 'gateway (proxy mode) listening'),
  );
  attachUpgrades(server);
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
} else {
  const embedded = await createEmbeddedGateway(config, gateway, { logger });
  const server = embedded.app.listen(config.PORT, config.HOST, () => {
    logger.info({ port: config.PORT, dataDir: config.DATA_DIR }, 'Mawadda is running (embedded mode)');
    console.log(
      `\n  Mawadda is up:  http://localhost:${config.PORT}/   API docs: http://localhost:${config.PORT}/api/docs\n`,
    );
  });
  const stop = async () => {
    server.close();
    await embedded.close();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}
