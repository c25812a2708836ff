import fs from 'node:fs';

/**
 * Creates a data folder (and missing parents) readable by this user only: members' photos, the
 * database files, keys and cached images must not be readable by other accounts on the machine.
 * A folder left 755 by an older release is tightened too.
 */
export function ensurePrivateDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);
}
