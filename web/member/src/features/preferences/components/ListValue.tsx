import { ChoiceListField } from '../../../lib/form/fields';
import { errorAt, type WishKit } from '../lib/preferences-form';
import type { ListWish } from '../lib/wishes';

/** The answers the member would accept, as checkboxes, worded for the person she looks for. */
export function ListValue({ form, labels, wish }: WishKit & { wish: ListWish }) {
  return (
    <ChoiceListField
      id={`wish-${wish}-value`}
      label={labels.t('accept')}
      options={labels.answers(wish)}
      error={errorAt(form, `${wish}.value`)}
      registration={form.register(`${wish}.value`)}
    />
  );
}
