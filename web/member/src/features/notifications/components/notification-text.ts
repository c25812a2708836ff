import type { TFunction } from 'i18next';
import type { Gender, Notification } from '@mawadda/contracts';
import type { Locale } from '@mawadda/contracts/locale';
import { formatNumber } from '../../../lib/format';

const BILLING_CODES = new Set([
  'trial_ends_in_3_days',
  'trial_ends_in_1_day',
  'trial_ended',
  'subscription_renewed',
  'renewal_failed',
  'subscription_expired',
  'payment_refunded',
  'payment_partly_refunded',
]);

/**
 * What a notification says, in the page's language, from its kind and codes alone (the API keeps
 * no text): `name` is the actor's name from their card, or "a member" when there is no card.
 * `gender` is the actor's, from the same card: Arabic (and English pronouns) agree with her.
 */
export function notificationText(
  n: Notification,
  name: string,
  t: TFunction<'notify'>,
  gender: Gender | null = null,
): string {
  const p = n.params;
  const context = gender ?? undefined;
  switch (n.kind) {
    case 'reveal.requested':
    case 'reveal.granted':
      return t(`text.${n.kind}.${p.subject === 'cv' ? 'cv' : 'photos'}`, { name, context });
    case 'billing.notice':
      return t(`text.billing.notice.${BILLING_CODES.has(String(p.code)) ? String(p.code) : 'other'}`);
    case 'moderation.result':
      return t(
        `text.moderation.result.${p.decision === 'rejected' ? 'rejected' : 'approved'}.${p.item === 'aboutMe' ? 'text' : 'image'}`,
      );
    case 'suggestions.ready':
      return t('text.suggestions.ready.title');
    case 'story.decision':
      return t(`text.story.decision.${p.decision === 'rejected' ? 'rejected' : 'approved'}`);
    default:
      return t(`text.${n.kind}`, { name, context });
  }
}

/** A second line for the kinds that carry one: how many suggestions today's are, in the language's plural form. */
export function notificationDetail(n: Notification, t: TFunction<'notify'>, locale: Locale): string | null {
  if (n.kind !== 'suggestions.ready' || typeof n.params.count !== 'number') return null;
  const count = n.params.count;
  return t('text.suggestions.ready.body', { count, n: formatNumber(count, locale) });
}
