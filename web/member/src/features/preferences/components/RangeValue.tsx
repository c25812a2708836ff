import { translate } from '@mawadda/contracts/messages';
import { SelectField } from '../../../lib/form/fields';
import { errorAt, type WishKit } from '../lib/preferences-form';
import { AGES, HEIGHTS, type RangeWish } from '../lib/wishes';

const STEPS: Record<RangeWish, readonly number[]> = { age: AGES, height: HEIGHTS };

/** A range as two selects, lowest and highest, named as the contract names them ("Minimum age"). */
export function RangeValue({ form, labels, wish }: WishKit & { wish: RangeWish }) {
  const options = STEPS[wish].map((n) => ({ value: String(n), label: labels.number(n) }));
  return (
    <div className="wish__range">
      {(['min', 'max'] as const).map((bound) => (
        <SelectField
          key={bound}
          id={`wish-${wish}-${bound}`}
          label={translate(`field.${wish}${bound === 'min' ? 'Min' : 'Max'}`, labels.locale)}
          placeholder={labels.t('choose')}
          options={options}
          error={errorAt(form, `${wish}.value.${bound}`)}
          registration={form.register(`${wish}.value.${bound}`, { valueAsNumber: true })}
        />
      ))}
    </div>
  );
}
