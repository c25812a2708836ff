import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { ABOUT_ME_MAX } from '@mawadda/contracts';
import { TextAreaField } from '../../../../lib/form/fields';
import { CharacterCount } from '../../../../lib/form/CharacterCount';
import type { ProfileFormValues } from '../../lib/profile-form';
import type { FieldsetProps } from './fields';

/** "About me", with the count of characters left as the member nears the limit. */
export function AboutField({ form, labels }: FieldsetProps) {
  const { t } = useTranslation('profile');
  // The counter only watches the text; it does not care that the form's output type differs.
  const countControl = form.control as unknown as Control<ProfileFormValues>;
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('sections.about')}</legend>
      <TextAreaField
        id="pf-aboutMe"
        label={labels.field('aboutMe')}
        required={false}
        dir="auto"
        rows={8}
        hint={
          <>
            {t('form.aboutHint')} <CharacterCount control={countControl} name="aboutMe" max={ABOUT_ME_MAX} />
          </>
        }
        error={form.formState.errors.aboutMe}
        registration={form.register('aboutMe')}
      />
    </fieldset>
  );
}
