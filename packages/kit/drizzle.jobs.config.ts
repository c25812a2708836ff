import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/jobs/job-tables.ts',
  out: './drizzle/jobs',
  schemaFilter: ['jobs'],
});
