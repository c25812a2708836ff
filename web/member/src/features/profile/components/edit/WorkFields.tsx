import { useTranslation } from 'react-i18next';
import { EnumField, TextInput, type FieldsetProps } from './fields';

/** Schooling, field of study, work and financial situation. */
export function WorkFields(kit: FieldsetProps) {
  const { t } = useTranslation('profile');
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('sections.work')}</legend>
      <div className="form__row">
        <EnumField {...kit} name="qualification" />
        <EnumField {...kit} name="education" />
      </div>
      <div className="form__row">
        <TextInput {...kit} name="profession" autoComplete="organization-title" />
        <EnumField {...kit} name="financialLevel" />
      </div>
    </fieldset>
  );
}
