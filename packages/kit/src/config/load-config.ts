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
export function loadConfig<S extends z.ZodType>(
  schema: S,
  env: Record<string, string | undefined> = process.env,
): z.output<S> {
  return loadConfigs({ only: schema }, env).only;
}

export type Env = Record<string, string | undefined>;

/**
 * Parses several services' variables from one environment at once, so three bad variables in three
 * services are named in one ConfigError, not one start at a time. Services receive parsed config
 * and never read the environment themselves.
 */
export function loadConfigs<S extends Record<string, z.ZodType>>(
  schemas: S,
  env: Env = process.env,
): { [K in keyof S]: z.output<S[K]> } {
  const out: Record<string, unknown> = {};
  const variables: { name: string; problem: string }[] = [];
  for (const [part, schema] of Object.entries(schemas)) {
    const result = schema.safeParse(env);
    if (result.success) out[part] = result.data;
    else
      for (const issue of result.error.issues) {
        const problem = { name: issue.path.map(String).join('.') || '(environment)', problem: issue.message };
        // Two services may share a variable (NODE_ENV): one complaint is enough.
        if (!variables.some((v) => v.name === problem.name && v.problem === problem.problem))
          variables.push(problem);
      }
  }
  if (variables.length) throw new ConfigError(variables);
  return out as { [K in keyof S]: z.output<S[K]> };
}

/** Booleans in the environment are words, not JSON: "true"/"1"/"yes" turn a flag on. */
export const envFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : ['true', '1', 'yes'].includes(v)));

/** A flag whose default depends on another variable: undefined when unset, for the caller to resolve. */
export const envFlagUnset = () =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? undefined : ['true', '1', 'yes'].includes(v)));

export const envInt = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);
