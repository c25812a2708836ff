import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { useLocale } from '../../../routes/use-locale';

interface Props {
  /** 0-based. */
  index: number;
  total: number;
  title: string;
}

/**
 * "Step 2 of 7" and a bar. It takes focus when the step changes, so a screen reader says where the
 * member now is rather than nothing (the old step's field, which had focus, is gone).
 */
export const StepProgress = forwardRef<HTMLParagraphElement, Props>(function StepProgress(
  { index, total, title },
  ref,
) {
  const { t } = useTranslation('auth');
  const { locale } = useLocale();
  const count = t('register.stepOf', {
    current: formatNumber(index + 1, locale),
    total: formatNumber(total, locale),
  });
  return (
    <div className="reg-progress">
      <p ref={ref} tabIndex={-1} className="reg-progress__text">
        <span className="reg-progress__count">{count}</span>
        <span className="visually-hidden">: {title}</span>
      </p>
      <div className="reg-progress__bar" aria-hidden="true">
        <span style={{ inlineSize: `${((index + 1) / total) * 100}%` }} />
      </div>
    </div>
  );
});
