import { profileValueLabel, QUALIFICATIONS } from '@mawadda/contracts';
import { SelectField } from '../../../lib/form/fields';
import { errorAt, type WishKit } from '../lib/preferences-form';
import { DISTANCE_STEPS } from '../lib/wishes';

/** The lowest qualification accepted: the list runs lowest to highest, so "at least" one of it. */
export function QualificationValue({ form, labels }: WishKit) {
  return (
    <SelectField
      id="wish-qualification-value"
      label={labels.t('qualification.atLeast')}
      placeholder={labels.t('choose')}
      options={QUALIFICATIONS.map((q) => ({
        value: q,
        label: profileValueLabel('qualification', q, labels.locale, labels.sought) ?? q,
      }))}
      error={errorAt(form, 'qualification.value')}
      registration={form.register('qualification.value')}
    />
  );
}

/** Asked of women only: how many wives he may already have, none meaning she would be the only one. */
export function WivesValue({ form, labels }: WishKit) {
  return (
    <SelectField
      id="wish-wives-value"
      label={labels.t('wives.label')}
      placeholder={labels.t('choose')}
      options={[0, 1, 2, 3].map((n) => ({
        value: String(n),
        label: n === 0 ? labels.t('wives.none') : labels.number(n),
      }))}
      error={errorAt(form, 'wives.value')}
      registration={form.register('wives.value', { valueAsNumber: true })}
    />
  );
}

/** How far from the member's own city, in steps (and the saved distance, if it is none of them). */
export function DistanceValue({ form, labels, saved }: WishKit & { saved: number | undefined }) {
  const steps = [...new Set([...DISTANCE_STEPS, ...(saved ? [saved] : [])])].sort((a, b) => a - b);
  return (
    <SelectField
      id="wish-distanceKm-value"
      label={labels.t('distance.label')}
      placeholder={labels.t('choose')}
      options={steps.map((km) => ({
        value: String(km),
        label: labels.t('distance.within', { km: labels.number(km) }),
      }))}
      error={errorAt(form, 'distanceKm.value')}
      registration={form.register('distanceKm.value', { valueAsNumber: true })}
    />
  );
}
