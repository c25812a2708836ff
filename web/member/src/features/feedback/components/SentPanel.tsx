import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The confirmation after a message is sent. The live region is always in the page so screen
 * readers announce it when it fills; a layout effect moves focus to it in the same commit, so a
 * phone user scrolled to the form's bottom sees it and nothing sees it unfocused.
 */
export function SentPanel({ reference }: { reference?: string }) {
  const { t } = useTranslation('feedback');
  const panel = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (reference) panel.current?.focus();
  }, [reference]);
  return (
    <div aria-live="polite">
      {reference && (
        <section ref={panel} className="sent-panel" tabIndex={-1} aria-labelledby="feedback-sent-title">
          <h2 id="feedback-sent-title">{t('receipt.title')}</h2>
          <p>
            {t('receipt.reference')}{' '}
            <code className="sent-panel__ref" dir="ltr">
              {reference}
            </code>
          </p>
          <p>{t('receipt.body')}</p>
        </section>
      )}
    </div>
  );
}
