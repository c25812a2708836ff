import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/revocation/revocation-tables.ts',
  out: './drizzle/revocations',
  schemaFilter: ['revocations'],
});
