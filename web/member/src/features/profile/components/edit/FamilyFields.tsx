import { useTranslation } from 'react-i18next';
import { EnumField, type FieldsetProps } from './fields';

/** Children, and the plans a match turns on: how soon, and whether the member would move. */
export function FamilyFields(kit: FieldsetProps) {
  const { t } = useTranslation('profile');
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('sections.family')}</legend>
      <div className="form__row">
        <EnumField {...kit} name="hasChildren" />
        <EnumField {...kit} name="wantsChildren" />
      </div>
      <div className="form__row">
        <EnumField {...kit} name="marriageTimeline" />
        <EnumField {...kit} name="relocate" />
      </div>
    </fieldset>
  );
}
