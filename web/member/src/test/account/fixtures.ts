import { isMessageKey, translate } from '@mawadda/contracts/messages';
import { isLocale, type Locale } from '@mawadda/contracts/locale';
import type { stubFetch } from '../render';
import { memberAccount, problemReply } from '../auth/fixtures';

type Calls = ReturnType<typeof stubFetch>;

/**
 * A refusal as the API writes it: its `messageKey` translated into the language the request asked
 * for (Accept-Language), on `field` when it names one. The member's language on screen then comes
 * from the key, through the same catalogues the server uses.
 */
export function problemAsServer(
  calls: Calls,
  status: number,
  code: string,
  messageKey: string,
  field?: string,
) {
  const asked = calls.at(-1)?.headers.get('accept-language') ?? 'ar';
  const locale: Locale = isLocale(asked) ? asked : 'ar';
  if (!isMessageKey(messageKey)) throw new Error(`no message ${messageKey}`);
  const message = translate(messageKey, locale);
  return problemReply(
    status,
    code,
    messageKey,
    message,
    field ? { field, errors: [{ field, code, messageKey, message }] } : undefined,
  );
}

/** The signed-in member's account as /auth/me answers it: with when each address was proved. */
export const account = (over: Record<string, unknown> = {}) =>
  memberAccount({
    createdAt: '2026-01-01T00:00:00Z',
    emailVerifiedAt: '2026-01-02T10:00:00Z',
    phoneVerifiedAt: null,
    ...over,
  });
