import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ENGINE_ENV, ensureEngines, parseExports } from '../../infra/local/ensure.mjs';

const infra = path.resolve(import.meta.dirname, '../../infra/local');

/**
 * The engines a bench needs, from `infra/local`. Those named in the environment or already running
 * are someone else's and stay up; `stop()` stops only the ones this call started.
 */
export async function benchEngines(names: readonly string[]) {
  const running = parseExports(execFileSync('bash', [path.join(infra, 'env.sh')], { encoding: 'utf8' }));
  const started = names.filter((name) => {
    const key = ENGINE_ENV[name]!;
    return !process.env[key] && !running[key];
  });
  const env = await ensureEngines(names);
  return {
    env,
    stop() {
      if (started.length)
        execFileSync('bash', [path.join(infra, 'down.sh'), ...started], { stdio: 'inherit' });
    },
  };
}
