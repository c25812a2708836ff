import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactRouterProduction } from '../../scripts/react-router-production.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  // The gateway serves this build at /admin (and answers every /admin/* path with index.html).
  base: '/admin/',
  plugins: [react(), reactRouterProduction()],
  resolve: {
    // ra-i18n-i18next carries its own copy of i18next 23 (the member site uses 26 at the root):
    // point every import at the console's copy so the bundle holds one.
    alias: {
      i18next: path.join(here, 'node_modules/i18next'),
      'react-i18next': path.join(here, 'node_modules/react-i18next'),
    },
  },
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000', '/_img': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    sourcemap: true,
    // react-admin with Material UI is large; the console is for staff on desktop, loaded once.
    chunkSizeWarningLimit: 2000,
  },
});
