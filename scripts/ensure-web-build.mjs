// Builds the member site and the staff console when its build is missing or older than its sources, so `npm start`
// on a fresh clone serves the whole site and a started site is never stale.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apps = [
  {
    workspace: '@mawadda/web-member',
    dir: 'web/member',
    // The server entry that pre-renders the public pages is part of the build too.
    outputs: ['dist/index.html', 'dist-ssr/entry-server.js'],
    sources: [
      'web/member/src',
      'web/member/index.html',
      'web/member/public',
      'web/member/vite.config.ts',
      'web/member/vite-plugins',
      'packages/contracts/src',
    ],
  },
  {
    workspace: '@mawadda/web-admin',
    dir: 'web/admin',
    outputs: ['dist/index.html'],
    sources: ['web/admin/src', 'web/admin/index.html', 'web/admin/vite.config.ts', 'packages/contracts/src'],
  },
];

function newest(p) {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(full).map((f) => newest(path.join(p, f))));
}

for (const app of apps) {
  if (!fs.existsSync(path.join(root, app.dir, 'package.json'))) continue;
  // The oldest output counts, and a missing one means no build.
  const outputs = app.outputs.map((o) => path.join(root, app.dir, o));
  const built = outputs.every((o) => fs.existsSync(o))
    ? Math.min(...outputs.map((o) => fs.statSync(o).mtimeMs))
    : 0;
  if (built && built >= Math.max(...app.sources.map(newest))) continue;
  console.log(`Building ${app.workspace} (first start or sources changed)…`);
  // Always a production build: a caller such as the test runner may have NODE_ENV=test, which
  // would otherwise give a development React twice the size.
  execFileSync('npm', ['run', 'build', '-w', app.workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
