import { MY_PREFERENCES_KEY } from '../../../lib/my-preferences';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import type { Gender, Preferences, PreferencesView } from '@mawadda/contracts';
import { FormAlert } from '../../../lib/form/FormAlert';
import { SubmitButton } from '../../../lib/form/SubmitButton';
import { problemMessage } from '../../../lib/problem-message';
import { useToast } from '../../../lib/toast';
import { savePreferences } from '../api/save-preferences';
import { placeProblem, preferencesResolver } from '../lib/preference-errors';
import type { WishKit } from '../lib/preferences-form';
import { useWishLabels } from '../lib/use-wish-labels';
import { formValues, type ListWish, type PreferencesFormValues, type Wish } from '../lib/wishes';
import { ListValue } from './ListValue';
import { PlacesValue } from './PlacesValue';
import { RangeValue } from './RangeValue';
import { QualificationValue, WivesValue } from './SelectValue';
import { VerifiedOnly } from './VerifiedOnly';
import { WhereWishes } from './WhereWishes';
import { WishFieldset } from './WishFieldset';

/** What the page knows of the member: whom she looks for, where wishes start, and whether she has a city. */
export interface MemberFacts {
  gender: Gender | null;
  age: number | null;
  hasCity: boolean;
}

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card preferences__group" aria-labelledby={`prefs-${id}`}>
      <h2 id={`prefs-${id}`}>{title}</h2>
      {children}
    </section>
  );
}

/**
 * The wishes, grouped as a profile reads (the person, where, faith, education, family). Saving
 * replaces the whole set: what is "any" is left out. The API's own schema checks the form first,
 * and a field error from the server lands on its wish.
 */
export function PreferencesForm({ view, member }: { view: PreferencesView; member: MemberFacts }) {
  const labels = useWishLabels(member.gender);
  const { t, locale, context } = labels;
  const toast = useToast();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string>();
  // Read once: a quiet refetch of the wishes must not overwrite what the member is choosing.
  const [defaultValues] = useState(() => formValues(view.preferences, member.age));
  const form = useForm<PreferencesFormValues, unknown, Preferences>({
    defaultValues,
    resolver: preferencesResolver(member.gender, locale, labels.wish),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const kit: WishKit = { form, labels };
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (preferences) => {
    setAlert(undefined);
    try {
      const saved = await savePreferences(preferences);
      queryClient.setQueryData(MY_PREFERENCES_KEY, saved);
      form.reset(formValues(saved.preferences, member.age));
      toast.success(t('saved'));
    } catch (error) {
      toast.error(t('saveFailed'));
      if (!placeProblem(error, form.setError, locale, labels.wish)) setAlert(problemMessage(error, locale));
    }
  });

  const list = (wish: ListWish) => (
    <WishFieldset key={wish} {...kit} wish={wish}>
      <ListValue {...kit} wish={wish} />
    </WishFieldset>
  );
  const wishOf = (wish: Wish, value: ReactNode) => (
    <WishFieldset {...kit} wish={wish}>
      {value}
    </WishFieldset>
  );

  return (
    <form
      className="preferences__form"
      noValidate
      aria-labelledby="preferences-title"
      onSubmit={(e) => (isSubmitting ? e.preventDefault() : void submit(e))}
    >
      <p id="preferences-explain" className="preferences__explain">
        {t('importance.explain', { context })}
      </p>
      <Group id="person" title={t('sections.person')}>
        {wishOf('age', <RangeValue {...kit} wish="age" />)}
        {wishOf('height', <RangeValue {...kit} wish="height" />)}
        {list('maritalStates')}
        {wishOf('nationalities', <PlacesValue {...kit} wish="nationalities" />)}
        <VerifiedOnly {...kit} />
      </Group>
      <Group id="where" title={t('sections.where')}>
        <WhereWishes {...kit} hasCity={member.hasCity} savedKm={view.preferences.distanceKm?.value} />
        {list('relocate')}
      </Group>
      <Group id="faith" title={t('sections.faith')}>
        {['religiosity', 'prayer', 'sect', 'smoking'].map((w) => list(w as ListWish))}
      </Group>
      <Group id="education" title={t('sections.education')}>
        {wishOf('qualification', <QualificationValue {...kit} />)}
      </Group>
      <Group id="family" title={t('sections.family')}>
        {list('hasChildren')}
        {list('wantsChildren')}
        {member.gender === 'female' && wishOf('wives', <WivesValue {...kit} />)}
        {list('marriageTimeline')}
      </Group>
      <FormAlert title={t('saveFailed')} message={alert} />
      <div className="preferences__actions">
        <SubmitButton busy={isSubmitting}>{t('save')}</SubmitButton>
      </div>
    </form>
  );
}
