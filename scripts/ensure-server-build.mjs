// Compiles the server workspaces whose `dist/` is missing or older than their sources (or than the
// build script), so `npm start` on a fresh clone runs compiled JavaScript and a started server is
// never stale. Same pattern as ensure-web-build.mjs for the sites. Each workspace is transpiled on
// its own (no type information crosses files), so only the changed ones are rebuilt.
import fs from 'node:fs';
import path from 'node:path';
import { buildWorkspaces, root, serverWorkspaces, withBuildLock } from './build-server.mjs';

function newest(full) {
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((f) => newest(path.join(full, f))));
}

/** The workspaces whose build is missing or older than their `src/`, or than the build script. */
export function staleServerWorkspaces() {
  const script = fs.statSync(path.join(root, 'scripts', 'build-server.mjs')).mtimeMs;
  return serverWorkspaces().filter((workspace) => {
    const stamp = path.join(root, workspace, 'dist', '.built');
    const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
    return !built || built < Math.max(script, newest(path.join(root, workspace, 'src')));
  });
}

export async function ensureServerBuild() {
  if (staleServerWorkspaces().length === 0) return;
  // Decided again under the lock: a caller that waited finds what the build before it did.
  await withBuildLock(async () => {
    const stale = staleServerWorkspaces();
    if (stale.length === 0) return;
    console.log(`Building ${stale.join(', ')} (first start or sources changed)…`);
    const started = performance.now();
    await buildWorkspaces(stale);
    console.log(`Built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  });
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) await ensureServerBuild();
