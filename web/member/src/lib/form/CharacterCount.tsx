import { useTranslation } from 'react-i18next';
import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useLocale } from '../../routes/use-locale';
import { formatNumber } from '../format';

/** Share of the limit after which a screen reader hears that the end is near. */
const NEAR = 0.9;

/**
 * A live count under a long text. It watches the one field itself so typing re-renders only
 * the count, and it speaks only when the writer nears or passes the limit, never per keystroke.
 */
export function CharacterCount<T extends FieldValues>({
  control,
  name,
  max,
}: {
  control: Control<T>;
  name: Path<T>;
  max: number;
}) {
  const { t } = useTranslation('feedback');
  const { locale } = useLocale();
  const value: unknown = useWatch({ control, name });
  const used = typeof value === 'string' ? value.length : 0;
  const stage = used > max ? 'over' : used >= max * NEAR ? 'near' : 'ok';
  // Counts against a limit read as plain digits, without a thousands separator ("1200 / 5000").
  const n = (x: number) => formatNumber(x, locale, { useGrouping: false });
  return (
    <>
      <span className={`char-count char-count--${stage}`}>
        {t('count.used', { used: n(used), max: n(max) })}
      </span>
      <span className="visually-hidden" aria-live="polite">
        {stage === 'ok' ? '' : t(`count.${stage}`, { max: n(max) })}
      </span>
    </>
  );
}
