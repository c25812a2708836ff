import path from 'node:path';
import { z } from 'zod';
import { envFlag, envInt, loadConfig } from './load-config.js';
import { minioSettings } from './object-store-config.js';

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
  /** redis://… selects Redis for rate limits (and later presence, jobs, chat fan-out). */
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
});

export type PlatformConfig = z.infer<typeof platformEnvSchema>;

export function loadPlatformConfig(env: Record<string, string | undefined> = process.env): PlatformConfig {
  const config = loadConfig(platformEnvSchema, env);
  // Variables that are only required together with a choice are checked here, at start.
  if (config.OBJECT_STORE === 'minio') minioSettings(config);
  return config;
}
