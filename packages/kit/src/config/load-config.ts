import { z } from 'zod';

/** Raised at start when the environment is wrong; names every bad variable so an operator fixes all at once. */
export class ConfigError extends Error {
  constructor(readonly variables: { name: string; problem: string }[]) {
    super(`Invalid configuration: ${variables.map((v) => `${v.name} (${v.problem})`).join(', ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once against a zod object whose keys are variable names.
 * Defaults in the schema are the embedded defaults, so an empty environment must parse.
 */
export function loadConfig<S extends z.ZodObject>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const variables = result.error.issues.map((issue) => ({
    name: issue.path.map(String).join('.') || '(environment)',
    problem: issue.message,
  }));
  throw new ConfigError(variables);
}

/** Booleans in the environment are words, not JSON: "true"/"1"/"yes" turn a flag on. */
export const envFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

export const envInt = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
