import type { Locale } from '@mawadda/contracts/locale';
import { i18n } from '../../../i18n/i18n';
import { ApiProblem } from '../../../lib/api';
import { problemMessage } from '../../../lib/problem-message';

const PREFIX = 'billing.';

/**
 * The sentence for a billing refusal: its `billing.*` key in this feature's namespace, so the site
 * says it in its own words whatever the server's catalogue holds. Otherwise the server's words for
 * a 429 or a lost connection, else the caller's fallback, which says what failed.
 */
export function billingProblemText(error: unknown, locale: Locale, fallback: string): string {
  if (!(error instanceof ApiProblem)) return fallback;
  const { status, messageKey } = error.problem;
  if (messageKey.startsWith(PREFIX)) {
    const key = `billing:${messageKey.slice(PREFIX.length)}`;
    if (i18n.exists(key, { lng: locale })) return i18n.t(key, { lng: locale });
  }
  if (status === 0 || status === 429) return problemMessage(error, locale);
  return fallback;
}

/** A 401 after the one shared refresh: the session is over. */
export const sessionEnded = (error: unknown) => error instanceof ApiProblem && error.status === 401;

/** The API said "no such thing" (an order of someone else, a receipt of an unpaid order). */
export const notFound = (error: unknown) => error instanceof ApiProblem && error.status === 404;
