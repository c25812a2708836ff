import { z } from 'zod';
import { loadConfig, type Env } from '@mawadda/kit';

/** The match service has no variables of its own yet beside the platform's (README: configuration). */
export const matchEnvSchema = z.object({});
export type MatchConfig = z.infer<typeof matchEnvSchema>;

/** Parsed once by the composition root (gateway or `main.ts`), beside the platform's variables. */
export const loadMatchConfig = (env: Env) => loadConfig(matchEnvSchema, env);
