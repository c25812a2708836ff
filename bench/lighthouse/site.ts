// The site Lighthouse measures: the embedded app as `npm run load` starts it
// (scripts/load/embedded-server.ts, its own process, the default log level, the built member site
// served), on a fresh data folder removed after. Development mode only for its dev inbox, where
// the bench member's registration codes are read; the site itself is the production build.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { folderInbox, type InboxReader } from '@mawadda/kit/testing';

export interface BenchSite {
  url: string;
  inbox: InboxReader;
  pid: number | undefined;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '../..');

export async function startSite(): Promise<BenchSite> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-bench-lighthouse-'));
  // An explicit environment: the calling shell's engine variables must not make this distributed.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: 'admin@lighthouse.mawadda.invalid',
    ADMIN_PASSWORD: `Bench-${randomUUID()}`,
    // One address signs the bench member in before every search run.
    RATE_LIMIT_LOGIN_PER_10_MIN: '1000',
  };
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'scripts/load/embedded-server.ts')],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let out = '';
      const onData = (chunk: Buffer) => {
        out += chunk.toString('utf8');
        const ready = /READY (\d+)/.exec(out);
        if (!ready) return;
        child.stdout!.off('data', onData);
        child.stdout!.resume(); // the request logs from here on: drained, never kept
        resolve(Number(ready[1]));
      };
      child.stdout!.on('data', onData);
      child.once('exit', (code) =>
        reject(new Error(`the embedded app exited (${code}) before it was ready`)),
      );
    });
    return {
      url: `http://127.0.0.1:${port}`,
      inbox: folderInbox(path.join(dataDir, 'dev-inbox'), 30_000),
      pid: child.pid,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
