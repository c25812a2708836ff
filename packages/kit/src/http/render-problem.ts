import type { Request, Response } from 'express';
import { translate, type Locale, type Problem } from '@mawadda/contracts';
import type { ProblemError } from './problem-error.js';

const TITLES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Writes a ProblemError as application/problem+json, every message in the caller's locale. */
export function renderProblem(req: Request, res: Response, err: ProblemError) {
  const locale = (res.locals.locale ?? 'ar') as Locale;
  const { field, params, errors, headers, retryAfterSeconds } = err.options;
  const body: Problem = {
    type: `https://mawadda.app/problems/${err.code}`,
    title: TITLES[err.status] ?? 'Error',
    status: err.status,
    code: err.code,
    messageKey: err.messageKey,
    detail: translate(err.messageKey, locale, { field, ...params }),
    ...(field && { field }),
    ...(errors && {
      errors: errors.map((e) => ({
        ...e,
        message: translate(e.messageKey, locale, { field: e.field, ...e.params }),
      })),
    }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
    requestId: res.locals.requestId as string | undefined,
  };
  if (headers) res.set(headers);
  res.status(err.status).type('application/problem+json').send(JSON.stringify(body));
  void req;
}
