import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads this file as CommonJS and wants paths relative to the working directory;
// anchoring them here lets `generate` run from the service dir and from the repo root alike.
declare const __dirname: string;
const here = typeof __dirname === 'string' ? __dirname : import.meta.dirname;
const local = (p: string) => path.relative(process.cwd(), path.join(here, p)) || '.';

export default defineConfig({
  dialect: 'postgresql',
  schema: local('src/store/schema.ts'),
  out: local('drizzle'),
  schemaFilter: ['match'],
});
