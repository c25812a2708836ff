import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/idempotency/idempotency-tables.ts',
  out: './drizzle/idempotency',
  schemaFilter: ['idempotency'],
});
