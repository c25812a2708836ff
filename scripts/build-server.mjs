// Compiles the server workspaces from `src/` to `dist/` file by file, layout kept, so every path
// resolved from `import.meta.dirname` lands on the same file in both; no bundler, which would move
// them. Transpile only: `npm run typecheck` checks types, and `isolatedModules` makes each file
// compile alone. Built files are found through the `mawadda-dist` export condition; without it
// `@mawadda/*` resolves to `src/` for tsx, vitest, vite and tsc.
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

/** The workspaces that hold server code: every `packages/*` and `services/*` with a `src/`. */
export function serverWorkspaces() {
  return ['packages', 'services'].flatMap((group) =>
    fs
      .readdirSync(path.join(root, group), { withFileTypes: true })
      .filter((d) => d.isDirectory() && fs.existsSync(path.join(root, group, d.name, 'src')))
      .map((d) => path.join(group, d.name)),
  );
}

// Written to a virtual folder and moved by `writeFile` below: `<ws>/src/x.ts` -> `<ws>/dist/x.js`.
const VIRTUAL_OUT = path.join(root, '.server-build');

const compilerOptionsOf = (ts) => ({
  target: ts.ScriptTarget.ES2022,
  // ESNext rather than NodeNext: the program resolves nothing (noResolve) and every file is ESM.
  module: ts.ModuleKind.ESNext,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  esModuleInterop: true,
  // One program for every workspace, emitted without type checking, reading no imports and no
  // lib: several times faster than a transpileModule per file, and the same output.
  noCheck: true,
  noResolve: true,
  noLib: true,
  types: [],
  sourceMap: true,
  rootDir: root,
  outDir: VIRTUAL_OUT,
});

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/** `packages/kit/src/a/b.ts` (or its emitted twin under VIRTUAL_OUT) -> `packages/kit/dist/a/b.js`. */
function distPathOf(emitted) {
  const rel = path.relative(VIRTUAL_OUT, emitted).split(path.sep);
  const [group, name, srcFolder, ...rest] = rel;
  if (srcFolder !== 'src') throw new Error(`unexpected output ${emitted}`);
  return path.join(root, group, name, 'dist', ...rest);
}

/** Builds the given workspaces from scratch (the old `dist/` is removed, so a deleted source leaves no stale file). */
export async function buildWorkspaces(workspaces) {
  // Loaded only to build: a production image whose build is current starts without TypeScript.
  const { default: ts } = await import('typescript');
  const compilerOptions = compilerOptionsOf(ts);
  const sources = [];
  for (const workspace of workspaces) {
    const src = path.join(root, workspace, 'src');
    const dist = path.join(root, workspace, 'dist');
    fs.rmSync(dist, { recursive: true, force: true });
    for (const file of filesUnder(src)) {
      const rel = path.relative(src, file);
      if (rel.endsWith('.test.ts') || rel.endsWith('.d.ts')) continue;
      if (rel.endsWith('.ts')) {
        sources.push(file);
        continue;
      }
      // Assets read beside the code (sandbox.css, image-worker-boot.mjs).
      fs.mkdirSync(path.dirname(path.join(dist, rel)), { recursive: true });
      fs.copyFileSync(file, path.join(dist, rel));
    }
  }
  const program = ts.createProgram(sources, compilerOptions);
  const result = program.emit(undefined, (emitted, text) => {
    const out = distPathOf(emitted);
    fs.mkdirSync(path.dirname(out), { recursive: true });
    if (out.endsWith('.map')) {
      // Point the map at the TypeScript file from where the JavaScript really is, so
      // `--enable-source-maps` stack traces name `src/.../file.ts` lines.
      const map = JSON.parse(text);
      const original = path.resolve(path.dirname(emitted), map.sourceRoot ?? '', map.sources[0]);
      map.sourceRoot = '';
      map.sources = [path.relative(path.dirname(out), original).split(path.sep).join('/')];
      fs.writeFileSync(out, JSON.stringify(map));
    } else {
      fs.writeFileSync(out, text);
    }
  });
  const errors = result.diagnostics.filter((d) => d.category === ts.DiagnosticCategory.Error);
  if (result.emitSkipped || errors.length > 0) {
    throw new Error(ts.formatDiagnostics(errors, ts.createCompilerHost(compilerOptions)) || 'emit skipped');
  }
  // Written last: its time is what `ensure-server-build.mjs` compares with the sources.
  for (const workspace of workspaces) {
    fs.writeFileSync(path.join(root, workspace, 'dist', '.built'), `${new Date().toISOString()}\n`);
  }
  return sources.length;
}

/** Where a running build holds its lock (a folder: `mkdir` is atomic); node_modules is never committed. */
export const BUILD_LOCK = path.join(root, 'node_modules', '.cache', 'mawadda-server-build.lock');

/** True when the lock's owner has died (killed mid-build), or the folder was left ownerless. */
function lockAbandoned(lockDir) {
  let pid;
  try {
    pid = Number(fs.readFileSync(path.join(lockDir, 'owner'), 'utf8'));
  } catch {
    // Between `mkdir` and writing `owner` the file is missing for an instant: only old means dead.
    try {
      return Date.now() - fs.statSync(lockDir).mtimeMs > 10_000;
    } catch {
      return false;
    }
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/**
 * Runs `fn` while no other build runs. Every service's `npm start` builds what is stale, and two
 * builds at once remove each other's `dist/` mid-write (`ENOTEMPTY ... rmdir`), so callers queue;
 * the next one then finds the build current. A lock whose owner died is taken over.
 */
export async function withBuildLock(fn, { lockDir = BUILD_LOCK, timeoutMs = 10 * 60_000 } = {}) {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let waiting = false;
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    if (lockAbandoned(lockDir)) {
      fs.rmSync(lockDir, { recursive: true, force: true });
      continue;
    }
    if (Date.now() > deadline) throw new Error(`another server build still holds ${lockDir}`);
    if (!waiting) console.log('Waiting for another server build to finish…');
    waiting = true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  fs.writeFileSync(path.join(lockDir, 'owner'), String(process.pid));
  try {
    return await fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

export async function buildServer({ quiet = false } = {}) {
  const { files, seconds } = await withBuildLock(async () => {
    const started = performance.now();
    const files = await buildWorkspaces(serverWorkspaces());
    return { files, seconds: ((performance.now() - started) / 1000).toFixed(1) };
  });
  if (!quiet) console.log(`Built ${files} server files into */dist in ${seconds} s`);
  return files;
}

if (import.meta.filename === path.resolve(process.argv[1] ?? '')) await buildServer();
