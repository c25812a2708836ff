import { useTranslation } from 'react-i18next';
import { EnumField, NumberInput, type FieldsetProps } from './fields';

/**
 * Religion and practice, habits and health. Beard and number of wives are asked of men only, and
 * a man's religion is Islam (the API's rules): a woman never sees those two questions, and a man
 * is offered Islam alone instead of choices the server would refuse.
 */
export function FaithFields(kit: FieldsetProps) {
  const { t } = useTranslation('profile');
  const man = kit.gender === 'male';
  return (
    <fieldset className="auth-fieldset">
      <legend>{t('sections.faith')}</legend>
      <div className="form__row">
        <EnumField {...kit} name="religion" keep={(id) => !man || id === 'islam'} />
        <EnumField {...kit} name="sect" />
      </div>
      <div className="form__row">
        <EnumField {...kit} name="religiosity" />
        <EnumField {...kit} name="prayer" />
      </div>
      {man && (
        <div className="form__row">
          <EnumField {...kit} name="beard" />
          <NumberInput {...kit} name="wives" />
        </div>
      )}
      <div className="form__row">
        <EnumField {...kit} name="smoking" />
        <EnumField {...kit} name="healthStatus" />
      </div>
    </fieldset>
  );
}
