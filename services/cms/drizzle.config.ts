import path from 'node:path';
import { defineConfig } from 'drizzle-kit';

// drizzle-kit loads this file as CommonJS, so `__dirname` is the way to anchor paths here; that
// lets `drizzle-kit generate --config services/cms/drizzle.config.ts` run from the repo root too.
declare const __dirname: string;
const here = typeof __dirname === 'string' ? __dirname : import.meta.dirname;

export default defineConfig({
  dialect: 'postgresql',
  schema: path.join(here, 'src/store/schema.ts'),
  out: path.join(here, 'drizzle'),
  schemaFilter: ['cms'],
});
