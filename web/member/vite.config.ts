import fs from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const buildVersion = `${new Date()
  .toISOString()
  .replace(/[-:.TZ]/g, '')
  .slice(0, 14)}-${Math.random().toString(36).slice(2, 8)}`;

/** Writes version.json beside the build; the running site polls it to notice a new release (spec §7). */
function buildVersionFile(): Plugin {
  return {
    name: 'mawadda-build-version',
    apply: 'build',
    writeBundle(options) {
      fs.writeFileSync(
        path.join(options.dir ?? 'dist', 'version.json'),
        JSON.stringify({ version: buildVersion }),
      );
    },
  };
}

export default defineConfig({
  plugins: [react(), buildVersionFile()],
  define: { __BUILD_VERSION__: JSON.stringify(buildVersion) },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/_img': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    manifest: true,
    // The framework chunk is ~315 kB raw (~100 kB gzip) by itself; anything of ours above this is a mistake.
    chunkSizeWarningLimit: 330,
    rolldownOptions: {
      output: {
        // React and the router change only with an upgrade: one long-cached chunk that a release
        // of our own code does not invalidate (and the bundle bench's baseline).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
