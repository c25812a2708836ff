import { z } from 'zod';
import { loadConfig } from '@mawadda/kit';

/** The chat bench's knobs, read once (a bad one is named). */
export const chatBenchConfig = loadConfig(
  z.object({
    /** Sockets, two per conversation (the product's scale: 1,000 sockets in 500 conversations). */
    BENCH_CHAT_SOCKETS: z.coerce.number().int().min(2).multipleOf(2).default(1000),
    BENCH_CHAT_SECONDS: z.coerce.number().int().positive().default(20),
    /** Messages a second each socket sends in the steady phase. */
    BENCH_CHAT_RATE: z.coerce.number().positive().default(0.5),
    /** Which run modes to measure; `embedded` alone needs no engines and records no results. */
    BENCH_CHAT_MODES: z.enum(['both', 'embedded', 'distributed']).default('both'),
  }),
);
