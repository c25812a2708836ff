// Makes sure the engines an integration test needs are reachable and returns their env, e.g.
// `await ensureEngines(['postgres', 'kafka'])` -> { DATABASE_URL, KAFKA_BROKERS }.
// CLI: node infra/local/ensure.mjs [engines...] prints `export NAME=value` lines.
// Node built-ins only, so it runs before (or without) `npm install`.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));

/**
 * Engine name -> the env variable that locates it (set = use that engine, do not start one).
 * New engines add one entry here.
 */
export const ENGINE_ENV = Object.freeze({
  postgres: 'DATABASE_URL',
  redis: 'REDIS_URL',
  kafka: 'KAFKA_BROKERS',
  minio: 'MINIO_ENDPOINT',
  elasticsearch: 'ELASTICSEARCH_URL',
  'stripe-mock': 'STRIPE_MOCK_URL',
  coturn: 'CHAT_TURN_URLS',
});

export const DEFAULT_ENGINES = Object.freeze(['postgres', 'redis', 'kafka', 'minio', 'elasticsearch', 'coturn']);

// A first start may apt-get install packages, download Kafka's jars and Elasticsearch, and build
// MinIO, so it gets far longer than later starts.
const UP_TIMEOUT_MS = Number(process.env.MAWADDA_INFRA_TIMEOUT_MS ?? 15 * 60 * 1000);

/** Parse `export NAME=value` lines (quotes optional) into an object. */
export function parseExports(text) {
  const env = {};
  for (const line of text.split('\n')) {
    const m = /^\s*export\s+([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!m) continue;
    env[m[1]] = m[2].trim().replace(/^(['"])(.*)\1$/, '$2');
  }
  return env;
}

function runUp(names) {
  return new Promise((resolve, reject) => {
    // stderr is inherited so a slow first start shows its progress; stdout carries only exports.
    const child = spawn('bash', [join(HERE, 'up.sh'), ...names], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: process.env,
    });
    let out = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => (out += chunk));
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`infra/local/up.sh ${names.join(' ')} timed out after ${UP_TIMEOUT_MS} ms`));
    }, UP_TIMEOUT_MS);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(parseExports(out));
      else
        reject(
          new Error(
            `infra/local/up.sh ${names.join(' ')} failed (${signal ?? `exit ${code}`}); see its stderr above`,
          ),
        );
    });
  });
}

/**
 * Ensures the named engines are running and returns their env. Variables already set win (CI
 * services, a developer's own database): an engine whose locating variable is set is not started,
 * and its other variables (MinIO's keys) are then expected in process.env too.
 */
export async function ensureEngines(names = DEFAULT_ENGINES) {
  const unknown = names.filter((n) => !(n in ENGINE_ENV));
  if (unknown.length) {
    throw new Error(
      `unknown engine(s): ${unknown.join(', ')} (known: ${Object.keys(ENGINE_ENV).join(', ')})`,
    );
  }

  const env = {};
  const missing = [];
  for (const name of names) {
    const value = process.env[ENGINE_ENV[name]];
    if (value) env[ENGINE_ENV[name]] = value;
    else missing.push(name);
  }
  if (missing.length === 0) return env;

  // HOOK (Testcontainers): when a Docker engine is reachable, start containers for `missing`
  // here and return their env instead of falling through to infra/local. Keep this order:
  //   1. explicit env (above)  2. Docker/Testcontainers (here)  3. infra/local/up.sh (below).

  const started = await runUp(missing);
  for (const name of missing) {
    const key = ENGINE_ENV[name];
    if (!started[key]) throw new Error(`infra/local/up.sh did not print ${key} for ${name}`);
    env[key] = started[key];
  }
  // Engines can need more than their locating variable (MinIO's access and secret keys).
  for (const [key, value] of Object.entries(started)) env[key] ??= value;
  return env;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const names = process.argv.slice(2);
  ensureEngines(names.length ? names : DEFAULT_ENGINES).then(
    (env) => {
      for (const [k, v] of Object.entries(env)) process.stdout.write(`export ${k}=${v}\n`);
    },
    (err) => {
      process.stderr.write(`${err.message}\n`);
      process.exit(1);
    },
  );
}
