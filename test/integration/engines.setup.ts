// @ts-expect-error plain ESM helper without type declarations, runnable before npm install
import { ensureEngines } from '../../infra/local/ensure.mjs';

/**
 * Integration runs need PostgreSQL, Redis, Kafka, MinIO, Elasticsearch and stripe-mock (the
 * Stripe payment adapter's contract and the premium journey on Stripe). Engines named in the
 * environment are used as they are; the rest are started here with infra/local (no Docker on our
 * machines).
 */
export default async function setup() {
  const started = Date.now();
  const engines = ['postgres', 'redis', 'kafka', 'minio', 'elasticsearch', 'stripe-mock'];
  const env = (await ensureEngines(engines)) as Record<string, string>;
  Object.assign(process.env, env, { MAWADDA_TEST_ENGINES: 'real', OBJECT_STORE: 'minio' });
  console.log(
    `integration engines ready in ${Math.round((Date.now() - started) / 1000)}s: ${Object.keys(env).join(', ')}`,
  );
}
