import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { authEnvSchema } from '@mawadda/auth';
import { billingEnvSchema } from '@mawadda/billing';
import { chatEnvSchema } from '@mawadda/chat';
import { cmsEnvSchema } from '@mawadda/cms';
import { loadGatewayConfigs, SERVICE_NAMES } from '@mawadda/gateway';
import { loadConfigs, platformEnvSchema, platformConfigSchema } from '@mawadda/kit';
import { matchEnvSchema } from '@mawadda/match';
import { notifyEnvSchema } from '@mawadda/notify';
import { profileEnvSchema } from '@mawadda/profile';
import { searchEnvSchema } from '@mawadda/search';
import { socialEnvSchema } from '@mawadda/social';
import {
  GATEWAY_PORT,
  GATEWAY_REQUIRED,
  gatewayEnv,
  processesOf,
  serviceEnv,
  SHARED_REQUIRED,
  STACK_SERVICES,
  type StackContext,
} from '../services.js';
import { interpolate, parseComposeYaml, type YamlValue } from './compose-yaml.js';

const root = path.resolve(import.meta.dirname, '../../..');

/** Each service's own config loader, as its main.ts passes it to runStandalone. */
const LOADERS: Record<string, z.ZodType> = {
  auth: authEnvSchema,
  cms: cmsEnvSchema,
  profile: profileEnvSchema,
  social: socialEnvSchema,
  search: searchEnvSchema,
  billing: billingEnvSchema,
  chat: chatEnvSchema,
  notify: notifyEnvSchema,
  match: matchEnvSchema,
};

/** The variables a schema reads: an object's keys, through the pipes its transforms add. */
function keysOf(schema: z.ZodType): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return keysOf(schema.in as z.ZodType);
  throw new Error(`cannot list the variables of a ${schema.constructor.name}`);
}

/** Plausible values for the secrets compose takes from the operator (`${NAME:?…}`). */
const OPERATOR_ENV: Record<string, string> = {
  MINIO_SECRET_KEY: 'compose-minio-secret',
  CHAT_TURN_SECRET: 'compose-turn-secret',
  AUTH_PRIVATE_JWK: '{"kty":"OKP","crv":"Ed25519"}',
  AUTH_PHONE_KEY: 'p'.repeat(43),
  AUTH_TWO_FACTOR_KEY: 't'.repeat(43),
  ADMIN_PASSWORD: 'Compose-admin-2026',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_compose',
  STRIPE_WEBHOOK_SECRET: 'whsec_compose',
  SMTP_URL: 'smtp://user:pass@mail.example:587',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+971500000000',
  MEDIA_URL_SECRET: 'm'.repeat(64),
  WEB_PUSH_VAPID_PUBLIC_KEY: 'B'.repeat(87),
  WEB_PUSH_VAPID_PRIVATE_KEY: 'k'.repeat(43),
};

const compose = parseComposeYaml(fs.readFileSync(path.join(root, 'docker-compose.yml'), 'utf8'));
const composeServices = compose.services as Record<string, Record<string, YamlValue>>;

/** A compose service's environment as its container sees it. */
function composeEnv(name: string): Record<string, string> {
  const service = composeServices[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  const env = (service.environment ?? {}) as Record<string, string>;
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, interpolate(String(v), OPERATOR_ENV)]));
}

const stackContext: StackContext = {
  engines: {
    DATABASE_URL: 'postgres://mawadda:mawadda@127.0.0.1:25432/mawadda',
    REDIS_URL: 'redis://127.0.0.1:26379',
    KAFKA_BROKERS: '127.0.0.1:29092',
    MINIO_ENDPOINT: 'http://127.0.0.1:29000',
    MINIO_ACCESS_KEY: 'mawadda',
    MINIO_SECRET_KEY: 'mawadda-local-secret',
    ELASTICSEARCH_URL: 'http://127.0.0.1:29200',
  },
  secrets: { ...OPERATOR_ENV },
  portShift: 0,
  inboxDir: '/tmp/stack-inbox',
  dataDir: '/tmp/stack-data',
};

describe('the distributed stack list', () => {
  it('names every service that runs as its own process, and only those', () => {
    const withMain = fs
      .readdirSync(path.join(root, 'services'))
      .filter((name) => fs.existsSync(path.join(root, 'services', name, 'src', 'main.ts')))
      .filter((name) => name !== 'gateway');
    expect(STACK_SERVICES.map((s) => s.name).sort()).toEqual(withMain.sort());
    expect(STACK_SERVICES.map((s) => s.name).sort()).toEqual([...SERVICE_NAMES].sort());
    expect(Object.keys(LOADERS).sort()).toEqual(withMain.sort());
  });

  it.each(STACK_SERVICES.map((s) => [s.name, s] as const))(
    '%s requires only variables its config loader reads',
    (name, service) => {
      const known = new Set([...keysOf(platformEnvSchema), ...keysOf(LOADERS[name]!)]);
      expect([...SHARED_REQUIRED, ...service.requires].filter((key) => !known.has(key))).toEqual([]);
    },
  );

  it.each(STACK_SERVICES.flatMap((s) => processesOf(s)).map((p) => [p.name, p] as const))(
    'the stack gives %s every required variable, and its loaders accept them',
    (_, proc) => {
      const env = serviceEnv(proc, stackContext);
      const missing = [...SHARED_REQUIRED, ...proc.service.requires].filter((key) => !env[key]);
      expect(missing).toEqual([]);
      expect(() =>
        loadConfigs({ platform: platformConfigSchema, own: LOADERS[proc.service.name]! }, env),
      ).not.toThrow();
    },
  );

  it('gives the gateway every service address, replicas included', () => {
    const env = gatewayEnv(stackContext);
    expect(GATEWAY_REQUIRED.filter((key) => !env[key])).toEqual([]);
    expect(env.CHAT_URL!.split(',')).toHaveLength(2);
    expect(loadGatewayConfigs(env).mode).toBe('proxy');
  });
});

describe('docker-compose.yml', () => {
  it.each(STACK_SERVICES.flatMap((s) => processesOf(s)).map((p) => [p.name, p] as const))(
    'runs %s with every variable its loader requires in distributed mode',
    (name, proc) => {
      const service = composeServices[name];
      expect(service, `compose service ${name}`).toBeDefined();
      expect(service!.command).toBe(`npm start -w @mawadda/${proc.service.name}`);
      const env = composeEnv(name);
      const missing = [...SHARED_REQUIRED, ...proc.service.requires].filter((key) => !env[key]);
      expect(missing).toEqual([]);
      expect(env.PORT).toBe(String(proc.service.ports[0]));
      expect(new URL(env.DATABASE_URL!).pathname).toBe(`/mawadda_${proc.service.name}`);
      expect(() =>
        loadConfigs({ platform: platformConfigSchema, own: LOADERS[proc.service.name]! }, env),
      ).not.toThrow();
    },
  );

  it('has no service process the list does not know', () => {
    const known = new Set([...STACK_SERVICES.flatMap((s) => processesOf(s)).map((p) => p.name), 'gateway']);
    const nodeServices = Object.entries(composeServices)
      .filter(([, s]) => String(s.command ?? '').startsWith('npm start'))
      .map(([name]) => name);
    expect(nodeServices.filter((name) => !known.has(name))).toEqual([]);
  });

  it('points the gateway at every process, in proxy mode', () => {
    const env = composeEnv('gateway');
    expect(GATEWAY_REQUIRED.filter((key) => !env[key])).toEqual([]);
    expect(env.PORT).toBe(String(GATEWAY_PORT));
    for (const service of STACK_SERVICES) {
      const hosts = env[service.urlVariable]!.split(',').map((u) => new URL(u).hostname);
      expect(hosts).toEqual(processesOf(service).map((p) => p.name));
    }
    expect(loadGatewayConfigs(env).mode).toBe('proxy');
  });

  it('creates every service database on first start', () => {
    const sql = fs.readFileSync(path.join(root, 'infra/compose/create-databases.sql'), 'utf8');
    for (const service of STACK_SERVICES) expect(sql).toContain(`CREATE DATABASE mawadda_${service.name};`);
  });

  it('keeps Redis on an append-only file in a volume, so queued jobs survive a restart', () => {
    const redis = composeServices.redis!;
    expect(String(redis.command)).toMatch(/--appendonly yes/);
    expect(redis.volumes).toEqual(['redis-data:/data']);
  });
});
