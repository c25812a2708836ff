// @ts-expect-error plain ESM helper without type declarations, runnable before npm install
import { ensureEngines } from '../../infra/local/ensure.mjs';

/**
 * Integration runs need PostgreSQL, Redis, Kafka and MinIO. Engines named in the environment are
 * used as they are; the rest are started here with infra/local (no Docker on our machines).
 */
export default async function setup() {
  const started = Date.now();
  const env = (await ensureEngines(['postgres', 'redis', 'kafka', 'minio'])) as Record<string, string>;
  Object.assign(process.env, env, { MAWADDA_TEST_ENGINES: 'real', OBJECT_STORE: 'minio' });
  console.log(
    `integration engines ready in ${Math.round((Date.now() - started) / 1000)}s: ${Object.keys(env).join(', ')}`,
  );
}
