import path from 'node:path';
import { z } from 'zod';
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
  /** Public origin of the site, used in links and the CORS allow-list. */
  PUBLIC_ORIGIN: z.url().default('http://localhost:3000'),
  /** Where services fetch the auth service's JWKS when not in the same process. */
  AUTH_JWKS_URL: z.url().optional(),
  /** Behind the gateway or a load balancer: take the client address from X-Forwarded-For. */
  TRUST_PROXY: envFlag(false),
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

/** The platform's variables, with the choices that depend on each other checked at start. */
export const platformConfigSchema = platformEnvSchema
  .transform((c) => ({ ...c, COOKIE_SECURE: c.COOKIE_SECURE ?? c.NODE_ENV === 'production' }))
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
