import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { WishKit } from '../lib/preferences-form';
import type { Importance, Wish } from '../lib/wishes';

const IMPORTANCES: Importance[] = ['any', 'nice', 'must'];

/**
 * One wish: its name, how much it matters (any, nice to have, must have), and, once it matters,
 * its value and a line saying what that choice does. "Any" hides the value: nothing is saved.
 */
export function WishFieldset({ form, labels, wish, children }: WishKit & { wish: Wish; children: ReactNode }) {
  const { t } = labels;
  const importance = useWatch({ control: form.control, name: `${wish}.importance` });
  const id = `wish-${wish}`;
  return (
    <fieldset className="wish" id={id} aria-describedby="preferences-explain">
      <legend className="wish__name">{labels.wish(wish)}</legend>
      <div className="wish__importance" role="radiogroup" aria-label={t('importance.label')}>
        {IMPORTANCES.map((level) => (
          <label key={level} className={`wish__level wish__level--${level}`}>
            <input type="radio" value={level} {...form.register(`${wish}.importance`)} />
            <span>{t(`importance.${level}`)}</span>
          </label>
        ))}
      </div>
      {importance !== 'any' && (
        <>
          <p className={`wish__meaning wish__meaning--${importance}`}>{t(`importance.${importance}Hint`)}</p>
          <div className="wish__value">{children}</div>
        </>
      )}
    </fieldset>
  );
}
