import { z } from 'zod';
import { envInt, loadConfig, type Env } from '@mawadda/kit';

/** The search service's own variables, beside the platform ones (README: configuration). */
export const searchEnvSchema = z
  .object({
    /**
     * `sql`: the index is a table in the search schema (embedded; on PGlite, read from memory);
     * `elasticsearch`: an ES index.
     */
    SEARCH_INDEX: z.enum(['sql', 'elasticsearch']).default('sql'),
    ELASTICSEARCH_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** An alias: a rebuild of the mapping can build a new index and switch the alias over. */
    ELASTICSEARCH_INDEX: z
      .string()
      .regex(/^[a-z0-9][a-z0-9_-]{0,99}$/)
      .default('mawadda-members'),
    /**
     * Searches a member may run per minute: paging through results by hand stays far below it,
     * while a script walking the whole member base is stopped.
     */
    RATE_LIMIT_SEARCHES_PER_MINUTE: envInt(60, 1),
    /** Daily suggestions a free member gets, and a premium one. */
    SUGGESTIONS_PER_DAY_FREE: envInt(5, 0),
    SUGGESTIONS_PER_DAY_PREMIUM: envInt(15, 0),
    /**
     * How often the morning run looks for members whose morning has come (minutes); 0 turns the
     * repeated run off (tests run it by hand).
     */
    SUGGESTIONS_RUN_EVERY_MINUTES: envInt(10, 0),
  })
  .refine((c) => c.SEARCH_INDEX !== 'elasticsearch' || c.ELASTICSEARCH_URL, {
    path: ['ELASTICSEARCH_URL'],
    message: 'required when SEARCH_INDEX=elasticsearch',
  });
export type SearchConfig = z.infer<typeof searchEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadSearchConfig = (env: Env) => loadConfig(searchEnvSchema, env);
