import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs nothing but Node (embedded adapters, API tests on PGlite);
// `integration` runs the same contract and API suites on real engines (DESIGN §7).
export default defineConfig({
  test: {
    // Two test files per core: the API suites spend about half their time waiting on their app's
    // timers and sockets, so one file per core left the machine half idle (bench/RESULTS.md).
    maxWorkers: os.availableParallelism() * 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/test/**/*.test.ts',
            'services/*/test/**/*.test.ts',
            'scripts/*/test/**/*.test.ts',
            'bench/test/**/*.test.ts',
            // The lint rules of eslint/, against files of the repository.
            'eslint/test/**/*.test.ts',
            // The member site's build plugins, in Node.
            'web/member/vite-plugins/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Component tests of the member site, in a simulated browser.
        extends: './web/member/vite.config.ts',
        test: {
          name: 'web',
          root: './web/member',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Component tests of the staff console, in a simulated browser.
        extends: './web/admin/vite.config.ts',
        test: {
          name: 'admin',
          root: './web/admin',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        // Member journeys in Debian's Chromium against the embedded app (npm run test:e2e).
        test: {
          name: 'e2e',
          include: ['web/member/e2e/**/*.e2e.ts', 'web/admin/e2e/**/*.e2e.ts'],
          globalSetup: ['./web/member/e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['packages/*/test/**/*.int.test.ts', 'services/*/test/**/*.int.test.ts'],
          globalSetup: ['./test/integration/engines.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
