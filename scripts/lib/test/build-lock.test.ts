import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withBuildLock } from '../../build-server.mjs';

// Nine `npm start`s on a clean clone each built the server and removed each other's dist/
// mid-write; the lock makes them queue.
describe('the server build lock', () => {
  let dir: string;
  let lockDir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-lock-'));
    lockDir = path.join(dir, 'lock');
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('lets a second build in only once the first is done', async () => {
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const first = withBuildLock(
      async () => {
        order.push('first in');
        await gate;
        order.push('first out');
      },
      { lockDir },
    );
    await vi.waitFor(() => expect(order).toEqual(['first in']));
    const second = withBuildLock(() => void order.push('second in'), { lockDir });
    await vi.waitFor(() =>
      expect(console.log).toHaveBeenCalledWith('Waiting for another server build to finish…'),
    );
    expect(order).toEqual(['first in']);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second in']);
    expect(fs.existsSync(lockDir)).toBe(false);
  });

  it('takes over a lock whose owner died mid-build', async () => {
    const dead = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    fs.mkdirSync(lockDir);
    fs.writeFileSync(path.join(lockDir, 'owner'), dead.stdout.trim());
    await expect(withBuildLock(() => 'built', { lockDir, timeoutMs: 5_000 })).resolves.toBe('built');
  });

  it('keeps waiting while the owner lives, and gives up at the deadline', async () => {
    fs.mkdirSync(lockDir);
    fs.writeFileSync(path.join(lockDir, 'owner'), String(process.pid));
    await expect(withBuildLock(() => 'built', { lockDir, timeoutMs: 300 })).rejects.toThrow(
      /another server build still holds/,
    );
  });

  it('releases the lock when the build fails', async () => {
    await expect(
      withBuildLock(
        () => {
          throw new Error('emit failed');
        },
        { lockDir },
      ),
    ).rejects.toThrow('emit failed');
    expect(fs.existsSync(lockDir)).toBe(false);
  });
});
