export { createEmbeddedGateway, type EmbeddedGateway } from './embedded.js';
export { createProxyGateway } from './proxy.js';
export { loadGatewayConfig, SERVICE_NAMES, type GatewayConfig } from './config.js';
