import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';

/*
 * The embedded app starts coturn for calls. Killed without a chance to clean up (SIGKILL, a
 * crash), it must not leave a turnserver behind: the watchdog in src/embedded-turn.ts sees the
 * app's end of its pipe close and stops coturn.
 */
const installed = spawnSync('sh', ['-c', 'command -v turnserver'], { stdio: 'ignore' }).status === 0;
const probeScript = path.resolve(import.meta.dirname, 'support/probe-gateway.ts');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mawadda-turn-'));
const started: number[] = [];
const children: ChildProcess[] = [];

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
/** The program a pid runs, or null once it is gone (guards against a reused pid). */
const commandOf = (pid: number) => {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return null;
  }
};

afterAll(() => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  // Should the watchdog have failed, leave nothing running: only the pids this test saw start.
  for (const pid of started) if (commandOf(pid)?.[0]?.endsWith('turnserver')) process.kill(pid, 'SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function startGateway(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', probeScript], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PROBE_FILE: path.join(dataDir, 'probe.jsonl'),
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Turn-test-admin-2026',
      CHAT_TURN_URLS: '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/READY \d+/.test(out)) resolve(child);
    });
    child.once('exit', (code) => reject(new Error(`gateway exited early with ${code}`)));
  });
}

it.skipIf(!installed)(
  'stops coturn when the embedded app is killed with SIGKILL',
  async () => {
    const gateway = await startGateway();
    const pidFile = path.join(dataDir, 'coturn', 'turnserver.pid');
    // coturn writes its pid once it is up.
    const pidOf = () => (fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').trim()) : 0);
    await expect.poll(pidOf, { timeout: 15_000 }).toBeGreaterThan(0);
    const pid = pidOf();
    started.push(pid);
    expect(commandOf(pid)).toEqual(['turnserver', '-c', path.join(dataDir, 'coturn', 'turnserver.conf')]);

    const exited = new Promise((resolve) => gateway.once('exit', resolve));
    gateway.kill('SIGKILL');
    await exited;

    await expect.poll(() => alive(pid) && commandOf(pid) !== null, { timeout: 10_000 }).toBe(false);
  },
  60_000,
);
