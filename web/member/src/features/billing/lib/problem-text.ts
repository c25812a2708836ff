import type { Locale } from '@mawadda/contracts/locale';
import { i18n } from '../../../i18n/i18n';
import { ApiProblem } from '../../../lib/api';
import { problemMessage } from '../../../lib/problem-message';

const PREFIX = 'billing.';

/**
 * The sentence for a billing refusal. Billing's problems carry `billing.*` message keys
 * (`billing.error.trialUsed` …) whose texts live in this feature's `billing` namespace in all five
 * languages, so the site says them in its own words whatever the server's catalogue holds. Other
 * failures: the server's own words for a 429 or a lost connection (`problemMessage`), else the
 * caller's fallback (e.g. the spec's "Error during subscription"), which says what failed.
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
