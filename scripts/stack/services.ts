/**
 * The distributed stack's processes and their settings: read by `npm run stack` to start them and
 * by the compose test to keep docker-compose.yml in step, so a new service or a new required
 * variable is added once, here.
 */

/** A service that runs as its own process in distributed mode. */
export interface StackService {
  /** Its folder under services/, its `/api/<name>` at the gateway, its database `mawadda_<name>`. */
  readonly name: string;
  /** The gateway's variable holding its address (a comma-separated list for replicas). */
  readonly urlVariable: string;
  /** One port per process: more than one runs replicas on one database. */
  readonly ports: readonly number[];
  /** What its config loader requires in distributed mode, beyond SHARED_REQUIRED. */
  readonly requires: readonly string[];
  /** The stack's values for its own settings (engines and secrets from the context). */
  readonly env: (ctx: StackContext) => Record<string, string>;
}

/** What the stack knows when it starts: the engines' env, its secrets, its folders and ports. */
export interface StackContext {
  /** `export` lines of infra/local/up.sh: DATABASE_URL, REDIS_URL, KAFKA_BROKERS, MINIO_*, ELASTICSEARCH_URL. */
  engines: Record<string, string>;
  /** AUTH_PRIVATE_JWK, AUTH_PHONE_KEY, AUTH_TWO_FACTOR_KEY, MEDIA_URL_SECRET, ADMIN_PASSWORD. */
  secrets: Record<string, string>;
  /** Added to every port, so a second stack (or a busy machine) can move the whole set. */
  portShift: number;
  /** One dev inbox for every process: codes and notices as on a developer's machine. */
  inboxDir: string;
  /** DATA_DIR of every process (nothing embedded lands in the repo's ./data). */
  dataDir: string;
}

/**
 * Every service process needs these in distributed mode: its own database, the shared bus and
 * Redis, the site's address for mailed links, and the gateway as the proxy it believes.
 */
export const SHARED_REQUIRED = [
  'PORT',
  'DATABASE_URL',
  'KAFKA_BROKERS',
  'REDIS_URL',
  'PUBLIC_ORIGIN',
  'TRUSTED_PROXIES',
] as const;

const jwks = (ctx: StackContext) => ({
  AUTH_JWKS_URL: `http://127.0.0.1:${3001 + ctx.portShift}/api/auth/.well-known/jwks.json`,
});

export const STACK_SERVICES: readonly StackService[] = [
  {
    name: 'auth',
    urlVariable: 'AUTH_URL',
    ports: [3001],
    // The same keys on every auth replica and across restarts: required once DATABASE_URL is set.
    requires: ['AUTH_PRIVATE_JWK', 'AUTH_PHONE_KEY', 'AUTH_TWO_FACTOR_KEY'],
    env: (ctx) => ({
      AUTH_PRIVATE_JWK: ctx.secrets.AUTH_PRIVATE_JWK!,
      AUTH_PHONE_KEY: ctx.secrets.AUTH_PHONE_KEY!,
      AUTH_TWO_FACTOR_KEY: ctx.secrets.AUTH_TWO_FACTOR_KEY!,
      ADMIN_EMAIL: 'admin@mawadda.local',
      ADMIN_PASSWORD: ctx.secrets.ADMIN_PASSWORD!,
    }),
  },
  { name: 'cms', urlVariable: 'CMS_URL', ports: [3002], requires: ['AUTH_JWKS_URL'], env: jwks },
  {
    name: 'profile',
    urlVariable: 'PROFILE_URL',
    ports: [3003],
    requires: [
      'AUTH_JWKS_URL',
      'MEDIA_URL_SECRET',
      'OBJECT_STORE',
      'MINIO_ENDPOINT',
      'MINIO_ACCESS_KEY',
      'MINIO_SECRET_KEY',
    ],
    env: (ctx) => ({
      ...jwks(ctx),
      MEDIA_URL_SECRET: ctx.secrets.MEDIA_URL_SECRET!,
      OBJECT_STORE: 'minio',
      MINIO_ENDPOINT: ctx.engines.MINIO_ENDPOINT!,
      MINIO_ACCESS_KEY: ctx.engines.MINIO_ACCESS_KEY!,
      MINIO_SECRET_KEY: ctx.engines.MINIO_SECRET_KEY!,
    }),
  },
  { name: 'social', urlVariable: 'SOCIAL_URL', ports: [3004], requires: ['AUTH_JWKS_URL'], env: jwks },
  {
    name: 'search',
    urlVariable: 'SEARCH_URL',
    ports: [3005],
    requires: ['AUTH_JWKS_URL', 'SEARCH_INDEX', 'ELASTICSEARCH_URL'],
    env: (ctx) => ({
      ...jwks(ctx),
      SEARCH_INDEX: 'elasticsearch',
      ELASTICSEARCH_URL: ctx.engines.ELASTICSEARCH_URL!,
    }),
  },
  { name: 'billing', urlVariable: 'BILLING_URL', ports: [3006], requires: ['AUTH_JWKS_URL'], env: jwks },
  // Two replicas on one database; the Redis adapter carries messages between them.
  {
    name: 'chat',
    urlVariable: 'CHAT_URL',
    ports: [3007, 3008],
    requires: ['AUTH_JWKS_URL'],
    // Calls' TURN: infra/local's coturn, when it runs (else calls use host candidates only).
    env: (ctx) => ({
      ...jwks(ctx),
      ...(ctx.engines.CHAT_TURN_URLS && {
        CHAT_TURN_URLS: ctx.engines.CHAT_TURN_URLS,
        CHAT_TURN_SECRET: ctx.engines.CHAT_TURN_SECRET!,
      }),
    }),
  },
  { name: 'notify', urlVariable: 'NOTIFY_URL', ports: [3009], requires: ['AUTH_JWKS_URL'], env: jwks },
  { name: 'match', urlVariable: 'MATCH_URL', ports: [3010], requires: ['AUTH_JWKS_URL'], env: jwks },
];

/** The gateway in front: proxy mode, every service's address. */
export const GATEWAY_PORT = 3000;
export const GATEWAY_REQUIRED = ['PORT', 'GATEWAY_MODE', ...STACK_SERVICES.map((s) => s.urlVariable)];

/** One process of a service: named `<service>` or, for replicas, `<service>-<n>` (as in compose). */
export interface StackProcess {
  name: string;
  service: StackService;
  port: number;
}

export function processesOf(service: StackService, portShift = 0): StackProcess[] {
  return service.ports.map((port, i) => ({
    name: service.ports.length > 1 ? `${service.name}-${i + 1}` : service.name,
    service,
    port: port + portShift,
  }));
}

/** The site's address: the gateway, named as a browser on this machine reaches it. */
export const siteOrigin = (ctx: Pick<StackContext, 'portShift'>) =>
  `http://localhost:${GATEWAY_PORT + ctx.portShift}`;

/** `postgres://…/mawadda` -> `postgres://…/mawadda_<service>`: one database per service. */
export function serviceDatabaseUrl(serverUrl: string, service: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/mawadda_${service}`;
  return url.toString();
}

/** The whole environment one service process gets (on top of the stack's own). */
export function serviceEnv(proc: StackProcess, ctx: StackContext): Record<string, string> {
  return {
    NODE_ENV: 'development',
    PORT: String(proc.port),
    HOST: '127.0.0.1',
    DATA_DIR: ctx.dataDir,
    DATABASE_URL: serviceDatabaseUrl(ctx.engines.DATABASE_URL!, proc.service.name),
    KAFKA_BROKERS: ctx.engines.KAFKA_BROKERS!,
    REDIS_URL: ctx.engines.REDIS_URL!,
    PUBLIC_ORIGIN: siteOrigin(ctx),
    // Only the gateway, on this machine, reaches the services: they believe its X-Forwarded-For.
    TRUSTED_PROXIES: 'loopback',
    DEV_INBOX_DIR: ctx.inboxDir,
    ...proc.service.env(ctx),
  };
}

export function gatewayEnv(ctx: StackContext): Record<string, string> {
  const urls = Object.fromEntries(
    STACK_SERVICES.map((s) => [
      s.urlVariable,
      processesOf(s, ctx.portShift)
        .map((p) => `http://127.0.0.1:${p.port}`)
        .join(','),
    ]),
  );
  return {
    NODE_ENV: 'development',
    PORT: String(GATEWAY_PORT + ctx.portShift),
    DATA_DIR: ctx.dataDir,
    PUBLIC_ORIGIN: siteOrigin(ctx),
    GATEWAY_MODE: 'proxy',
    DEV_INBOX_DIR: ctx.inboxDir,
    ...urls,
  };
}
