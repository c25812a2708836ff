import type { Locale } from '@mawadda/contracts/locale';
import { isMessageKey, translate } from '@mawadda/contracts/messages';
import { ApiProblem } from './api';

/**
 * The text for a failure that belongs to no field. The server's `detail` is already in the
 * member's language; a network failure or a non-problem answer has no real detail, so its
 * message key is translated here. Anything else (an answer that does not parse) is "Something went wrong".
 */
export function problemMessage(error: unknown, locale: Locale): string {
  if (error instanceof ApiProblem) {
    const { status, code, messageKey, detail } = error.problem;
    const hasDetail = status !== 0 && code !== 'http_error' && detail;
    if (hasDetail) return detail;
    if (isMessageKey(messageKey)) return translate(messageKey, locale);
  }
  return translate('error.internal', locale);
}
