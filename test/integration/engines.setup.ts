// @ts-expect-error plain ESM helper without type declarations, runnable before npm install
import { ensureEngines } from '../../infra/local/ensure.mjs';

/**
 * Integration runs need PostgreSQL, Redis and Kafka. Engines named in the environment are
 * used as they are; the rest are started here with infra/local (no Docker on our machines).
 */
export default async function setup() {
  const started = Date.now();
  const env = (await ensureEngines(['postgres', 'redis', 'kafka'])) as Record<string, string>;
  Object.assign(process.env, env, { MAWADDA_TEST_ENGINES: 'real' });
  console.log(
    `integration engines ready in ${Math.round((Date.now() - started) / 1000)}s: ${Object.keys(env).join(', ')}`,
  );
}
