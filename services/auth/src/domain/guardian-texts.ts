import { textKeysOf, textMessage, type OutgoingMessage } from './outgoing-message.js';
import { localeOf, siteLink } from './verification-texts.js';

/**
 * The guardian link's mail and SMS: the invitation names the member's first name only, each text
 * goes in its reader's language, and `purpose` is what logs and the dev inbox keep.
 */
export const GUARDIAN_PURPOSES = {
  invite: 'guardian.invite',
  code: 'guardian.code',
  ended: 'guardian.ended',
} as const;

export function guardianInviteMessage(input: {
  channel: 'email' | 'phone';
  to: string;
  locale: string;
  memberFirstName: string;
  token: string;
  origin: string;
}): OutgoingMessage {
  const locale = localeOf(input.locale);
  const link = siteLink(input.origin, locale, '/guardian/accept', { token: input.token });
  const params = { name: input.memberFirstName, link };
  const keys = textKeysOf('guardian.link.invite');
  const envelope = { to: input.to, locale, purpose: GUARDIAN_PURPOSES.invite };
  return textMessage(input.channel === 'phone' ? 'sms' : 'mail', envelope, keys, params);
}

/** The acceptance code, to the invited address by the invitation's channel. */
export function guardianCodeMessage(input: {
  channel: 'email' | 'phone';
  to: string;
  locale: string;
  memberFirstName: string;
  code: string;
}): OutgoingMessage {
  const locale = localeOf(input.locale);
  const params = { name: input.memberFirstName, code: input.code };
  const keys = textKeysOf('guardian.link.code');
  const envelope = { to: input.to, locale, purpose: GUARDIAN_PURPOSES.code };
  return textMessage(input.channel === 'phone' ? 'sms' : 'mail', envelope, keys, params);
}

/** To the guardian, by mail if the account has an email, else by SMS. */
export function guardianEndedMessage(input: {
  email: string | null;
  phone: string | null;
  locale: string;
  memberFirstName: string;
}): OutgoingMessage | undefined {
  const locale = localeOf(input.locale);
  const params = { name: input.memberFirstName };
  const keys = textKeysOf('guardian.link.ended');
  const purpose = GUARDIAN_PURPOSES.ended;
  if (input.email) return textMessage('mail', { to: input.email, locale, purpose }, keys, params);
  if (input.phone) return textMessage('sms', { to: input.phone, locale, purpose }, keys, params);
  return undefined;
}
