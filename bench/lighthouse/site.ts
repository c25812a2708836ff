// The site Lighthouse measures: the embedded app as `npm run load` starts it
// (scripts/lib/embedded-server.ts, its own process, the default log level, the built member site
// served), on a fresh data folder removed after. Development mode only for its dev inbox, where
// the bench member's registration codes are read; the site itself is the production build.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnEmbeddedApp } from '../../scripts/lib/embedded-app.js';
import { folderInbox, type InboxReader } from '@mawadda/kit/testing';

export interface BenchSite {
  url: string;
  inbox: InboxReader;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** `memberDist`: another build of the member site than the repository's (an A/B of two builds). */
export async function startSite(options: { memberDist?: string } = {}): Promise<BenchSite> {
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
    ...(options.memberDist && { WEB_MEMBER_DIST: options.memberDist }),
  };
  const app = await spawnEmbeddedApp(env).catch((err: unknown) => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw err;
  });
  return {
    url: app.url,
    inbox: folderInbox(path.join(dataDir, 'dev-inbox'), 30_000),
    pid: app.child.pid,
    async stop() {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
