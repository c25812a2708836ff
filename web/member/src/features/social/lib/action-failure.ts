import type { Locale } from '@mawadda/contracts/locale';
import { ApiProblem } from '../../../lib/api';
import { problemMessage } from '../../../lib/problem-message';

/**
 * What a toast says when a social action fails: the server's sentence when the member can act on
 * it (how long to wait, a request withdrawn, a member gone); anything else gets the caller's
 * words, which say which action failed.
 */
export function actionFailure(error: unknown, locale: Locale, fallback: string): string {
  if (!(error instanceof ApiProblem)) return fallback;
  const { status, messageKey } = error.problem;
  const specific = status === 429 || messageKey.startsWith('social.') || messageKey.startsWith('report.');
  return specific ? problemMessage(error, locale) : fallback;
}

/** A 401 left after the one token refresh: the session is over, the member must log in again. */
export const sessionEnded = (error: unknown) => error instanceof ApiProblem && error.status === 401;
