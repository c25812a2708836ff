import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { isTrustedProxyEntry } from '../http/trusted-proxies.js';
import { envFlag, envFlagUnset, envInt, loadConfig, type Env } from './load-config.js';

/**
 * The variables every process of the platform understands. Each port's adapter is chosen
 * here: with nothing set, everything runs embedded (PGlite, in-process events, memory, disk).
 */
export const platformEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PORT: envInt(3000, 0, 65535),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z
    .string()
    .default('./data')
    .transform((p) => path.resolve(p)),
  /** postgres://… selects PostgreSQL; unset keeps PGlite under DATA_DIR. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** PGlite's buffer cache (Postgres `shared_buffers`), e.g. 32MB: see pglite-database.ts. */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^[1-9]\d{0,5}(kB|MB|GB)$/, 'a size such as 32MB')
    .default('32MB'),
  /** Comma-separated host:port list; set selects Kafka for events. */
  KAFKA_BROKERS: z
    .string()
    .optional()
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
        : undefined,
    ),
  /** redis://… selects Redis for rate limits, presence, chat fan-out and jobs (BullMQ, `openJobQueue`). */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * The site's public origin (`https://mawadda.ae`), in every link a mail or a page carries.
   * Unset, it is the address this process listens on (`http://localhost:<PORT>`, or HOST when it
   * names one), so a site started on another port links to itself; production requires it.
   */
  PUBLIC_ORIGIN: z.url({ protocol: /^https?$/ }).optional(),
  /** Where services fetch the auth service's JWKS when not in the same process. */
  AUTH_JWKS_URL: z.url().optional(),
  /**
   * The proxies whose `X-Forwarded-For` this process believes (trusted-proxies.ts): addresses,
   * CIDR ranges or `loopback`, `linklocal`, `uniquelocal`, comma-separated. Empty (the default):
   * the socket's address is the client, whatever it sends.
   */
  TRUSTED_PROXIES: z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isTrustedProxyEntry), {
      message: 'addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated',
    }),
  /**
   * Replaced by TRUSTED_PROXIES. Its `true` believed the header from every sender, so any client
   * picked its own address; a start that still sets it is refused rather than silently changed.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((v) => v === undefined || ['', 'false', '0', 'no'].includes(v), {
      message:
        'trusted every sender, so any client could pick its address: list the proxies in TRUSTED_PROXIES',
    }),
  /** Suffix for Kafka consumer groups when several stacks share one cluster. */
  KAFKA_GROUP_SUFFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  /**
   * Prefix of every Kafka topic (`<prefix>.<producer>.events`), for stacks that share one cluster
   * yet must not read each other's events (the integration suite's stacks, one after another).
   */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .optional(),
  /** Redis key prefix of the BullMQ job queues, when several stacks share one Redis. */
  JOB_QUEUE_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/)
    .default('mawadda-jobs'),
  /** `local` keeps media under DATA_DIR/media; `minio` stores it in a MinIO bucket (MINIO_*). */
  OBJECT_STORE: z.enum(['local', 'minio']).default('local'),
  MINIO_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  MINIO_ACCESS_KEY: z.string().min(1).optional(),
  MINIO_SECRET_KEY: z.string().min(1).optional(),
  /** S3 bucket naming: lowercase letters, digits, dots and hyphens, 3–63 characters. */
  MINIO_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/)
    .default('mawadda'),
  OUTBOX_POLL_MS: envInt(500, 10, 60_000),
  /** false pauses every outbox relay (maintenance); events wait in the outboxes, nothing is lost. */
  OUTBOX_RELAY: envFlag(true),
  /**
   * The bearer token a Prometheus scraper sends for `/metrics`. Unset: `/metrics` is open outside
   * production (a developer's machine) and answers 404 in production.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Secure cookies (refresh, media) need HTTPS: on in production unless set. */
  COOKIE_SECURE: envFlagUnset(),
});

/**
 * The origin a process listening on HOST:PORT is reached at from this machine: `localhost` for
 * an address that listens everywhere (0.0.0.0, ::), else the host it names.
 */
export function listeningOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' || host === '' ? 'localhost' : host;
  return `http://${isIP(name) === 6 ? `[${name}]` : name}:${port}`;
}

/** The platform's variables, with the choices that depend on each other checked at start. */
export const platformConfigSchema = platformEnvSchema
  .superRefine((c, ctx) => {
    // A production site's links must name the address its members use, which no listening
    // address tells (a proxy, TLS and a domain stand in front of it).
    if (c.NODE_ENV === 'production' && !c.PUBLIC_ORIGIN)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: "is required in production (the site's address in mailed links)",
      });
  })
  .transform((c) => ({
    ...c,
    COOKIE_SECURE: c.COOKIE_SECURE ?? c.NODE_ENV === 'production',
    PUBLIC_ORIGIN: (c.PUBLIC_ORIGIN ?? listeningOrigin(c.HOST, c.PORT)).replace(/\/+$/, ''),
  }))
  .superRefine((c, ctx) => {
    // Variables only required together with a choice are named here, with the others.
    if (c.OBJECT_STORE !== 'minio') return;
    for (const name of ['MINIO_ENDPOINT', 'MINIO_ACCESS_KEY', 'MINIO_SECRET_KEY'] as const)
      if (!c[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when OBJECT_STORE=minio' });
  });

export type PlatformConfig = z.output<typeof platformConfigSchema>;

export function loadPlatformConfig(env: Env = process.env): PlatformConfig {
  return loadConfig(platformConfigSchema, env);
}
