import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';

/** The search bench's knobs, read once like every service's configuration (a bad one is named). */
export const benchConfig = loadConfig(
  z.object({
    BENCH_SEARCH_MEMBERS: z.coerce.number().int().positive().default(100_000),
    BENCH_SEARCH_ROUNDS: z.coerce.number().int().positive().default(200),
    BENCH_SEARCH_FRESHNESS_ROUNDS: z.coerce.number().int().positive().default(40),
  }),
);
