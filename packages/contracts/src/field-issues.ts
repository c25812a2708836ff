import type { z } from 'zod';
import { isMessageKey, type MessageKey } from './messages/index.js';

/** One failing field and the rule it failed, as both the API and the forms report it. */
export interface FieldIssue {
  field: string;
  code: string;
  messageKey: MessageKey;
  params?: Record<string, unknown>;
}

const valueAt = (input: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, k) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[k] : undefined),
    input,
  );

function keyFor(
  issue: z.core.$ZodIssue,
  missing: boolean,
): { key: MessageKey; params?: Record<string, unknown> } {
  const params: Record<string, unknown> = {};
  if ('minimum' in issue) params.min = Number(issue.minimum);
  if ('maximum' in issue) params.max = Number(issue.maximum);
  // A refinement in contracts may name its own placeholders (`{min}` of a conditional rule).
  if (issue.code === 'custom' && issue.params) Object.assign(params, issue.params);
  // Schemas in contracts carry the spec's message as a key; anything else falls back by issue kind.
  if (isMessageKey(issue.message)) return { key: issue.message, params };
  if (missing) return { key: 'validation.required' };
  switch (issue.code) {
    case 'too_small':
      return { key: issue.origin === 'string' ? 'validation.minLength' : 'validation.min', params };
    case 'too_big':
      return { key: issue.origin === 'string' ? 'validation.maxLength' : 'validation.max', params };
    case 'invalid_value':
      return { key: 'validation.unknownOption' };
    case 'invalid_format':
      return { key: issue.format === 'email' ? 'validation.email' : 'validation.invalid' };
    default:
      return { key: 'validation.invalid' };
  }
}

/**
 * Turns zod issues into one issue per field: the first failing rule of each field, in schema order.
 * A value that is absent, null or blank is "required" whatever rule tripped on it.
 */
export function fieldIssuesFrom(error: z.ZodError, input: unknown, prefix?: string): FieldIssue[] {
  const seen = new Set<string>();
  const out: FieldIssue[] = [];
  for (const issue of error.issues) {
    // A field the schema does not know is named, so "gender cannot be changed here" lands on gender.
    const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
    const field = [prefix, ...path.map(String)].filter(Boolean).join('.') || (prefix ?? 'body');
    if (seen.has(field)) continue;
    seen.add(field);
    const value = path.length ? valueAt(input, path) : input;
    // A field the schema does not know was sent, blank or not: never "required".
    const missing =
      issue.code !== 'unrecognized_keys' &&
      (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''));
    const { key, params } = keyFor(issue, missing);
    out.push({
      field,
      code: issue.code,
      messageKey: key,
      params: { field: path.at(-1) ?? field, ...params },
    });
  }
  return out;
}
