import { X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingNotice } from '@mawadda/contracts';
import { formatDate } from '../../../lib/format';
import { useToast } from '../../../lib/toast';
import { useLocale } from '../../../routes/use-locale';
import { markNoticeRead } from '../api/mark-notice-read';
import { focusHeading } from '../lib/focus-heading';

/** Kinds whose sentence names a date; without one (`until` null) they have a plain form. */
const DATED = new Set<BillingNotice['kind']>(['subscription_renewed', 'renewal_failed']);

/** A notice's sentence in the member's language. */
export function useNoticeText() {
  const { t } = useTranslation('billing');
  const { locale } = useLocale();
  return (notice: BillingNotice) =>
    DATED.has(notice.kind) && !notice.until
      ? t(`notices.${notice.kind}_plain`)
      : t(`notices.${notice.kind}`, { date: notice.until ? formatDate(notice.until, locale) : '' });
}

interface Props {
  notices: BillingNotice[];
  /** Takes a dismissed notice off the page at once (the server is told behind). */
  onDismiss(noticeId: string): void;
  /** Puts a notice back when telling the server failed. */
  onRestore(): void;
}

/**
 * Billing's unread notices (trial ending, renewed, renewal failed, expired), each with its own
 * dismiss button. Dismissing hides it at once and tells billing, so it is not shown again anywhere;
 * focus moves to the next notice's button, or to the region's heading when it was the last.
 */
export function BillingNotices({ notices, onDismiss, onRestore }: Props) {
  const { t } = useTranslation('billing');
  const toast = useToast();
  const text = useNoticeText();
  const region = useRef<HTMLElement>(null);
  if (notices.length === 0) return null;

  const dismiss = (notice: BillingNotice, index: number) => {
    const buttons = region.current?.querySelectorAll<HTMLButtonElement>('.billing-notice__dismiss');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    onDismiss(notice.id);
    if (next) next.focus();
    else focusHeading(document.getElementById('subscription-title'));
    markNoticeRead(notice.id).catch(() => {
      toast.error(t('status.actionFailed'));
      onRestore();
    });
  };

  return (
    <section ref={region} className="billing-notices" aria-label={t('notices.label')}>
      <ul className="billing-notices__list">
        {notices.map((notice, i) => {
          const sentence = text(notice);
          const tone = notice.kind === 'subscription_renewed' ? 'good' : 'warn';
          return (
            <li key={notice.id} className={`billing-notice billing-notice--${tone}`}>
              <p className="billing-notice__text">{sentence}</p>
              <button
                type="button"
                className="billing-notice__dismiss"
                aria-label={t('notices.dismissNamed', { text: sentence })}
                onClick={() => dismiss(notice, i)}
              >
                <X className="icon" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
