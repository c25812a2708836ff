import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// The sandbox payment provider's own schema (`billing_sandbox`), kept apart from billing's tables
// as an external provider's would be: `npx drizzle-kit generate --config drizzle.sandbox.config.ts`.
// drizzle-kit loads this file as CommonJS and wants paths relative to the working directory;
// anchoring them here lets `generate` run from the service dir and from the repo root alike.
declare const __dirname: string;
const here = typeof __dirname === 'string' ? __dirname : import.meta.dirname;
const local = (p: string) => path.relative(process.cwd(), path.join(here, p)) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: local('src/payments/sandbox/sandbox-schema.ts'),
  out: local('drizzle-sandbox'),
  schemaFilter: ['billing_sandbox'],
});
