import type { FieldIssue, MessageKey } from '@mawadda/contracts';

export type { FieldIssue };

/**
 * The one error type handlers throw for anything the caller can fix or should know.
 * The error middleware renders it as application/problem+json in the caller's language.
 */
export class ProblemError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly messageKey: MessageKey,
    readonly options: {
      field?: string;
      params?: Record<string, unknown>;
      errors?: FieldIssue[];
      headers?: Record<string, string>;
      retryAfterSeconds?: number;
    } = {},
  ) {
    super(code);
    this.name = 'ProblemError';
  }
}

export const problems = {
  validation: (errors: FieldIssue[]) =>
    new ProblemError(400, 'validation_failed', errors[0]?.messageKey ?? 'validation.invalid', {
      field: errors[0]?.field,
      params: errors[0]?.params,
      errors,
    }),
  field: (
    status: number,
    code: string,
    field: string,
    messageKey: MessageKey,
    params?: Record<string, unknown>,
  ) =>
    new ProblemError(status, code, messageKey, {
      field,
      params,
      errors: [{ field, code, messageKey, params }],
    }),
  unauthorized: (code = 'unauthorized', key: MessageKey = 'error.unauthorized') =>
    new ProblemError(401, code, key),
  forbidden: () => new ProblemError(403, 'forbidden', 'error.forbidden'),
  notFound: () => new ProblemError(404, 'not_found', 'error.notFound'),
  conflict: (code: string, field: string, key: MessageKey) => problems.field(409, code, field, key),
  rateLimited: (seconds: number) =>
    new ProblemError(429, 'rate_limited', 'error.rateLimited', {
      params: { seconds },
      retryAfterSeconds: seconds,
      headers: { 'Retry-After': String(seconds) },
    }),
};
