import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';

/** The matchmaker bench's knobs, read once like every service's configuration (a bad one is named). */
export const matchmakerConfig = loadConfig(
  z.object({
    /** Members in the population, half of each gender. */
    BENCH_MATCHMAKER_MEMBERS: z.coerce.number().int().positive().default(100_000),
    /** Searchers sampled for the query latencies, each timed once per query and adapter. */
    BENCH_MATCHMAKER_SEARCHERS: z.coerce.number().int().positive().default(100),
    /**
     * Members due a morning run (the others were picked for today already): embedded mode picks a
     * few a second on this base, so the whole base would take hours.
     */
    BENCH_MATCHMAKER_DUE: z.coerce.number().int().positive().default(1_000),
  }),
);
