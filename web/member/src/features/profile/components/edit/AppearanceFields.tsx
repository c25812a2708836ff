import { useTranslation } from 'react-i18next';
import { EnumField, NumberInput, type FieldsetProps } from './fields';

/** Height, weight, build and colouring. */
export function AppearanceFields(kit: FieldsetProps) {
  const { t } = useTranslation('profile');
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('sections.appearance')}</legend>
      <div className="form__row">
        <NumberInput {...kit} name="height" />
        <NumberInput {...kit} name="weight" />
      </div>
      <div className="form__row">
        <EnumField {...kit} name="bodyType" />
        <EnumField {...kit} name="skincolor" />
      </div>
      <div className="form__row">
        <EnumField {...kit} name="eyecolor" />
        <EnumField {...kit} name="haircolor" />
      </div>
    </fieldset>
  );
}
