export { createEmbeddedGateway, type EmbeddedGateway } from './embedded.js';
export { createProxyGateway } from './proxy.js';
export {
  loadEmbeddedConfig,
  loadGatewayConfigs,
  SERVICE_NAMES,
  type EmbeddedConfig,
  type GatewayConfig,
} from './config.js';
